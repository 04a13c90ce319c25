import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { SpeechEngine } from './engine';
import { DeepgramEngine } from './engines/deepgram';
import { MoonshineRecognizer } from './engines/moonshine';
import { PocketSphinxEngine } from './engines/pocketsphinx';
import { SecondPassEngine } from './engines/second-pass';

/**
 * The one engine of this process: the Deepgram relay when a key is configured, else offline PocketSphinx, whose
 * utterances Moonshine revises unless SPEECH_SECOND_PASS=off.
 */
export function createSpeechEngine(config: Config, log?: FastifyBaseLogger): SpeechEngine {
  if (config.deepgram) return new DeepgramEngine({ apiKey: config.deepgram.apiKey, baseUrl: config.deepgram.url });
  const pocketsphinx = new PocketSphinxEngine({
    ...(config.speechPool.workers ? { workers: config.speechPool.workers } : {}),
    ...(config.speechPool.streamsPerWorker ? { maxStreamsPerWorker: config.speechPool.streamsPerWorker } : {}),
    prewarmDecoders: config.speechPool.prewarmDecoders,
  });
  if (config.speechSecondPass === 'off') return pocketsphinx;
  return new SecondPassEngine(pocketsphinx, new MoonshineRecognizer(), (error) =>
    log?.warn(`Speech second pass failed, the first pass's words stand: ${error.message}`),
  );
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
  if (warm && engine.warmUp) {
    engine
      .warmUp()
      .then(() => {
        // A worker that dies while loading the library or model marks the engine unavailable.
        const warmed = engine.status();
        if (warmed.available) log.info(`Speech engine ${engine.name}: decoding threads ready`);
        else log.warn(`Speech engine ${engine.name} is unavailable: ${warmed.reason}`);
      })
      .catch((error: unknown) => log.warn(`Speech engine warm-up failed: ${String(error)}`));
  }
}
