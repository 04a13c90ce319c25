import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, SPEECH_LIMITS } from '@visaready/shared/schemas/speech';
import type { AppDeps } from '../app-deps';
import type { RateLimitRule } from '../http/rate-limit';
import { KEEP_SPEAKER_DECODER_MS } from './engines/pocketsphinx';
import { createLocalSpeakerAffinity, createRedisSpeakerAffinity } from './speaker-affinity';
import { createMemoryStreamRegistry, createRedisStreamRegistry } from './stream-registry';
import { runTranscribeSession } from './transcribe-session';

/**
 * Connection attempts, generous for real use (a reconnect per question, three retries on a drop) and
 * tight enough that a script cannot churn decoders: per IP before auth (offices share one), per user after.
 */
export const CONNECT_PER_IP: RateLimitRule = { name: 'speech-connect:ip', limit: 120, windowMs: 60_000 };
export const CONNECT_PER_USER: RateLimitRule = { name: 'speech-connect:user', limit: 30, windowMs: 60_000 };

/** `GET /api/transcribe` (TRANSCRIBE_PATH), upgraded to the transcription WebSocket. */
export async function speechRoutes(api: FastifyInstance, deps: AppDeps) {
  const { redisUrl } = deps.config;
  // What several speech processes must agree on lives in Redis when there is one (docs/decisions/011).
  const streams = redisUrl
    ? createRedisStreamRegistry(redisUrl, SPEECH_LIMITS.maxStreamsPerUser)
    : createMemoryStreamRegistry(SPEECH_LIMITS.maxStreamsPerUser);
  const affinity =
    redisUrl && deps.speech.forgetSpeaker
      ? createRedisSpeakerAffinity(redisUrl, (speaker) => deps.speech.forgetSpeaker?.(speaker), KEEP_SPEAKER_DECODER_MS)
      : createLocalSpeakerAffinity();
  api.addHook('onClose', async () => {
    await Promise.all([streams.close(), affinity.close()]);
  });
  const allowedOrigin = new URL(deps.config.publicUrl).origin;

  api.get('/transcribe', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Browsers always send Origin on a WebSocket; a page of another site must not use a visitor's session.
    if (request.headers.origin !== allowedOrigin) {
      request.log.info({ origin: request.headers.origin }, 'speech: foreign Origin refused');
      socket.close(CLOSE_CODES.forbiddenOrigin, 'Origin not allowed');
      return;
    }
    // Listeners are attached synchronously inside the session, so no early message is lost.
    runTranscribeSession({
      socket,
      log: request.log,
      engine: deps.speech,
      streams,
      affinity,
      silenceTimeoutMs: deps.config.speechSilenceTimeoutMs,
      admitConnection: async () => (await deps.rateLimiter.hit(CONNECT_PER_IP, request.ip)).allowed,
      admitUser: async (userId) => (await deps.rateLimiter.hit(CONNECT_PER_USER, userId)).allowed,
      authenticate: (token) => deps.tokenUsers.userForToken(token),
      watchRevocation: (userId, listener) => deps.revocations.watch(userId, listener),
    });
  });
}
