import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, SPEECH_LIMITS } from '@visaready/shared/schemas/speech';
import type { AppDeps } from '../app-deps';
import type { RateLimitRule } from '../http/rate-limit';
import { createStreamRegistry } from './stream-registry';
import { runTranscribeSession } from './transcribe-session';

/**
 * Connection attempts, generous for real use (a reconnect per question, three retries on a drop) and
 * tight enough that a script cannot churn decoders: per IP before auth (offices share one), per user after.
 */
export const CONNECT_PER_IP: RateLimitRule = { name: 'speech-connect:ip', limit: 120, windowMs: 60_000 };
export const CONNECT_PER_USER: RateLimitRule = { name: 'speech-connect:user', limit: 30, windowMs: 60_000 };

/** `GET /api/transcribe` (TRANSCRIBE_PATH), upgraded to the transcription WebSocket. */
export async function speechRoutes(api: FastifyInstance, deps: AppDeps) {
  const streams = createStreamRegistry(SPEECH_LIMITS.maxStreamsPerUser);
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
      silenceTimeoutMs: deps.config.speechSilenceTimeoutMs,
      admitConnection: async () => (await deps.rateLimiter.hit(CONNECT_PER_IP, request.ip)).allowed,
      admitUser: async (userId) => (await deps.rateLimiter.hit(CONNECT_PER_USER, userId)).allowed,
      authenticate: (token) => deps.tokenUsers.userForToken(token),
      watchRevocation: (userId, listener) => deps.revocations.watch(userId, listener),
    });
  });
}
