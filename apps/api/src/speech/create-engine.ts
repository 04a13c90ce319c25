import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { SpeechEngine } from './engine';
import { DeepgramEngine } from './engines/deepgram';
import { PocketSphinxEngine } from './engines/pocketsphinx';

/** The one engine of this process: the Deepgram relay when a key is configured, else offline PocketSphinx. */
export function createSpeechEngine(config: Config): SpeechEngine {
  if (config.deepgram) return new DeepgramEngine({ apiKey: config.deepgram.apiKey, baseUrl: config.deepgram.url });
  return new PocketSphinxEngine({
    ...(config.speechPool.workers ? { workers: config.speechPool.workers } : {}),
    ...(config.speechPool.streamsPerWorker ? { maxStreamsPerWorker: config.speechPool.streamsPerWorker } : {}),
    prewarmDecoders: config.speechPool.prewarmDecoders,
  });
}

/**
 * Starts the engine's decoding threads in the background so the first interview does not wait for a
 * decoder (~0.5 s each); readiness never waits for it. An engine that cannot run is logged once here.
 */
export function warmUpSpeechEngine(engine: SpeechEngine, log: FastifyBaseLogger, warm: boolean): void {
  const status = engine.status();
  if (!status.available) {
    log.warn(
      `Speech engine ${engine.name} is unavailable: ${status.reason}. The interview page falls back to the browser or typed answers.`,
    );
    return;
  }
  log.info(`Speech engine: ${engine.name}`);
  if (warm && engine instanceof PocketSphinxEngine) {
    engine
      .warmUp()
      .then(() => {
        // A worker that dies while loading the library or model marks the engine unavailable.
        const warmed = engine.status();
        if (warmed.available) log.info('Speech engine pocketsphinx: decoding threads ready');
        else log.warn(`Speech engine pocketsphinx is unavailable: ${warmed.reason}`);
      })
      .catch((error: unknown) => log.warn(`Speech engine warm-up failed: ${String(error)}`));
  }
}
