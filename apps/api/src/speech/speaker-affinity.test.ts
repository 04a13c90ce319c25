import crypto from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { createRedisSpeakerAffinity, type SpeakerAffinity } from './speaker-affinity';

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('speaker affinity shared through Redis', () => {
  const opened: SpeakerAffinity[] = [];
  afterAll(async () => {
    for (const affinity of opened) await affinity.close();
  });

  /** A speech process: its affinity, and the speakers it was told to forget. */
  async function speechProcess() {
    const forgotten: string[] = [];
    const affinity = createRedisSpeakerAffinity(TEST_REDIS_URL, (speaker) => forgotten.push(speaker), 60_000);
    opened.push(affinity);
    // Subscribed before the test claims anything.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { affinity, forgotten };
  }

  it("tells the process that kept a speaker's decoder to free it when the speaker moves to another process", async () => {
    const [a, b] = [await speechProcess(), await speechProcess()];
    const speaker = `speaker-${crypto.randomBytes(6).toString('hex')}`;

    a.affinity.claim(speaker);
    a.affinity.claim(speaker);
    b.affinity.claim(speaker);
    await vi.waitFor(() => expect(a.forgotten).toEqual([speaker]));

    a.affinity.claim(speaker);
    await vi.waitFor(() => expect(b.forgotten).toEqual([speaker]));
    // Claiming again where the speaker already is changes nothing.
    a.affinity.claim(speaker);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.forgotten).toEqual([speaker]);
    expect(b.forgotten).toEqual([speaker]);
  });
});
