import { randomUUID } from 'node:crypto';
import { createRedisChannel } from '../system/redis-channel';

/**
 * Which speech process serves a speaker now. A decoder adapts to the voice it hears and is kept for that speaker's
 * next answer (engines/pocketsphinx.ts); within one process the engine itself keeps only the latest one per speaker.
 * Across processes the balancer sends a client back to the same process (nginx's consistent hash on the client
 * address, deploy/nginx.conf), and when a speaker's stream lands elsewhere anyway (a new address, a process added
 * or gone), this tells the process that kept their decoder to free it at once instead of holding ~100 MB unused
 * until it times out.
 */
export interface SpeakerAffinity {
  /** Records that this process serves the speaker from now on. */
  claim(speaker: string): void;
  close(): Promise<void>;
}

/** One process: the engine's own speaker map is all there is. */
export function createLocalSpeakerAffinity(): SpeakerAffinity {
  return { claim() {}, close: async () => undefined };
}

const CHANNEL = 'visaready:speech:speaker-moved';

/**
 * In Redis: `visaready:speech:speaker:<id>` names the process that last served the speaker (for as long as a decoder
 * is kept); a claim that takes the key from another process tells that process, over pub/sub, to `forget` them.
 */
export function createRedisSpeakerAffinity(url: string, forget: (speaker: string) => void, keepMs: number): SpeakerAffinity {
  const processId = randomUUID();
  const channel = createRedisChannel<{ speaker: string; from: string }>(url, CHANNEL, (notice) => {
    if (notice.from === processId && typeof notice.speaker === 'string') forget(notice.speaker);
  });
  return {
    claim(speaker) {
      void channel.redis
        .set(`visaready:speech:speaker:${speaker}`, processId, 'PX', keepMs, 'GET')
        .then((previous) => {
          if (previous && previous !== processId) return channel.publish({ speaker, from: previous });
        })
        // Affinity only saves memory: a lost claim leaves a decoder to its timeout.
        .catch(() => undefined);
    },
    close: () => channel.close(),
  };
}
