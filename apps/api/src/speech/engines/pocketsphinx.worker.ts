/**
 * PocketSphinx decoding thread. Each worker serves several streams, one decoder each.
 * ps_init() costs ~0.3–1 s (LM + dictionary load) and ~100 MB, so each worker keeps fresh
 * decoders ready. A decoder adapts to the voice it hears (cepstral mean, VAD noise floor), so it
 * only ever serves one speaker: after a stream it is kept a few minutes for that speaker's next
 * answer, then freed. Handing it to someone else would carry one person's audio into the start
 * of the next person's transcript. New decoders are built on koffi's thread pool, so this thread keeps
 * decoding its other streams meanwhile; requests for a stream whose decoder is still being
 * built wait in its backlog.
 *
 * Pause detection uses PocketSphinx's own VAD (ps_get_in_speech): it tracks a noise floor,
 * and reports end of speech after `-vad_postspeech` frames (10 ms each) of non-speech. At that
 * pause (100 ms) the words so far become a final, read off the lattice of the utterance in progress;
 * the utterance itself is closed only after a longer silence (300 ms), so a sentence that goes on
 * after a comma keeps its language-model context.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { SAMPLE_RATE, transcriptMessage } from '../engine';
import type { WorkerConfig, WorkerRequest, WorkerResponse } from './pocketsphinx-protocol';
import { loadPocketSphinx, type PocketSphinxApi, type Pointer, type WordSegment } from './pocketsphinx-native';

/**
 * Audio is fed in blocks this size so a pause inside a 256 ms browser chunk is noticed at the
 * right place, rather than letting the next utterance's first words land in the previous one.
 */
const VAD_BLOCK_SAMPLES = 1024;

interface StreamState {
  /** Undefined while the stream waits for a decoder. */
  decoder: Pointer | undefined;
  speaker: string | undefined;
  backlog: WorkerRequest[];
  /** Samples received on this stream so far (the stream's audio clock). */
  samples: number;
  /** The VAD has heard speech since the current utterance was started. */
  inUtterance: boolean;
  /** The VAD hears speech now; it stops hearing it `pauseMs` into a pause. */
  inSpeech: boolean;
  /** Where the VAD last reported a pause. */
  silentSinceSample: number;
  /** Words of the current utterance ending by this frame were already given as finals (-1: none yet). */
  settledFrame: number;
  /** Where the audio of the next final (or interim) begins. */
  segmentStartSample: number;
  /** The 10 ms frame being measured: sum of squares and samples so far. */
  frameEnergy: number;
  frameSamples: number;
  /** Loudest recent frame (RMS), decaying slowly: the speaker's level. */
  peakRms: number;
  /** Consecutive frames far below the speaker's level, up to the latest sample. */
  quietFrames: number;
  /** The quiet run has just reached `pauseFrames` in the audio being handled (once per run). */
  quietPauseHeard: boolean;
  lastInterimSample: number;
  lastInterimText: string;
  /** CPU time this thread spent on the stream; wall time would count other processes' load. */
  cpuMs: number;
}

/** This thread's CPU time in ms (Linux schedstat, ns precision); 0 where unavailable. */
function threadCpuMs(): number {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

const config = workerData as WorkerConfig;
const port = parentPort;
if (!port) throw new Error('pocketsphinx.worker must run in a worker thread');

function send(message: WorkerResponse): void {
  port?.postMessage(message);
}

// A failure here (library unloadable) ends the thread with an 'error' event.
const api: PocketSphinxApi = loadPocketSphinx(config.libraries);

const idleDecoders: Pointer[] = [];
/** Decoders adapted to one speaker, kept for that speaker's next stream (insertion order = age). */
const speakerDecoders = new Map<string, { decoder: Pointer; keptAt: number }>();
const MAX_SPEAKER_DECODERS = 4;
const SPEAKER_DECODER_TTL_MS = config.speakerDecoderTtlMs;
/** Streams waiting for a decoder, served in arrival order. */
const waiters: Array<{ resolve: (decoder: Pointer) => void; reject: (err: Error) => void }> = [];
const streams = new Map<number, StreamState>();

async function createDecoder(): Promise<Pointer> {
  const started = performance.now();
  const decoder = await api.createDecoder(config.decoderArgs, config.domainLm);
  send({ type: 'decoder-created', ms: performance.now() - started });
  return decoder;
}

/** Builds one decoder for the first waiter, or for the idle pool when nobody waits; false when it failed. */
async function buildDecoder(): Promise<boolean> {
  try {
    const decoder = await createDecoder();
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(decoder);
    else idleDecoders.push(decoder);
    return true;
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({ type: 'decoder-failed', message: error.message });
    waiters.shift()?.reject(error);
    return false;
  }
}

/**
 * Builds run one after another per worker: parallel ps_inits thrash memory and CPU (one
 * took 16 s among four in parallel on two busy cores), delaying every waiting stream.
 * A build that went to a waiting stream is followed by one for the ready pool; a failed one is not
 * retried (the model is unusable).
 */
let buildQueue: Promise<void> = Promise.resolve();
let buildsQueued = 0;
function queueBuild(): Promise<void> {
  buildsQueued++;
  buildQueue = buildQueue.then(buildDecoder).then((built) => {
    buildsQueued--;
    if (built) replenishFreshDecoders();
  });
  return buildQueue;
}

function acquireDecoder(speaker: string | undefined): Promise<Pointer> {
  dropStaleSpeakerDecoders();
  const kept = speaker ? speakerDecoders.get(speaker) : undefined;
  if (speaker && kept) {
    speakerDecoders.delete(speaker);
    return Promise.resolve(kept.decoder);
  }
  const idle = idleDecoders.pop();
  if (idle) {
    replenishFreshDecoders();
    return Promise.resolve(idle);
  }
  const decoder = new Promise<Pointer>((resolve, reject) => waiters.push({ resolve, reject }));
  // Builds already queued (prewarm, earlier waiters) are handed out first.
  if (waiters.length > buildsQueued) void queueBuild();
  return decoder;
}

function dropStaleSpeakerDecoders(): void {
  const now = performance.now();
  for (const [speaker, kept] of speakerDecoders) {
    if (now - kept.keptAt < SPEAKER_DECODER_TTL_MS && speakerDecoders.size <= MAX_SPEAKER_DECODERS) break;
    speakerDecoders.delete(speaker);
    retireDecoder(kept.decoder, undefined);
  }
}

/** Hands a decoder that never heard audio to the next waiter, or back to the ready pool. */
function returnUnusedDecoder(decoder: Pointer): void {
  const waiter = waiters.shift();
  if (waiter) waiter.resolve(decoder);
  else idleDecoders.push(decoder);
}

/**
 * After a stream: keeps the decoder for its speaker's next stream, or frees it and starts building a
 * fresh replacement.
 */
function retireDecoder(decoder: Pointer, speaker: string | undefined): void {
  if (speaker) {
    // A speaker with two streams at once keeps only the later decoder.
    const earlier = speakerDecoders.get(speaker);
    speakerDecoders.delete(speaker);
    if (earlier) retireDecoder(earlier.decoder, undefined);
    speakerDecoders.set(speaker, { decoder, keptAt: performance.now() });
    dropStaleSpeakerDecoders();
    // Freed when its time is up even if no other stream comes to trigger the check.
    setTimeout(dropStaleSpeakerDecoders, SPEAKER_DECODER_TTL_MS + 10).unref();
    return;
  }
  api.freeDecoder(decoder);
  replenishFreshDecoders();
}

/** Keeps `prewarmDecoders` fresh decoders ready or on their way, so a new speaker starts at once. */
function replenishFreshDecoders(): void {
  const readyOrComing = idleDecoders.length + buildsQueued - waiters.length;
  if (readyOrComing < config.prewarmDecoders) void queueBuild();
}

const seconds = (samples: number) => samples / SAMPLE_RATE;
const prespeechSamples = (config.vadPrespeechFrames * SAMPLE_RATE) / 100;

function emit(id: number, state: StreamState, isFinal: boolean, transcript: string, confidence: number): void {
  const start = seconds(state.segmentStartSample);
  send({
    type: 'transcript',
    id,
    message: transcriptMessage({
      isFinal,
      speechFinal: isFinal,
      start,
      duration: Math.max(0, seconds(state.samples) - start),
      transcript,
      confidence,
    }),
  });
}

/**
 * The words not yet given as finals. A later best path may place an earlier word's edges a few
 * frames differently, so a word belongs to the side of the boundary its middle is on.
 */
function unsettled<W extends WordSegment>(words: W[], settledFrame: number): W[] {
  return words.filter((w) => (w.startFrame + w.endFrame) / 2 > settledFrame);
}

/**
 * Gives the words of the utterance's best path so far that are not final yet as a final; emits an empty
 * final only when `always` (end of stream).
 */
function settleWords(id: number, state: StreamState, decoder: Pointer, always: boolean): void {
  const words = unsettled(api.bestPathWords(decoder), state.settledFrame);
  const last = words.at(-1);
  if (!last && !always) return;
  const confidence = words.length ? words.reduce((sum, w) => sum + w.posterior, 0) / words.length : 0;
  emit(id, state, true, words.map((w) => w.word).join(' '), round2(confidence));
  if (last) state.settledFrame = last.endFrame;
  state.segmentStartSample = state.samples;
  state.lastInterimText = '';
}

/** Closes the utterance and gives whatever it settled on beyond the words already final. */
function endUtterance(id: number, state: StreamState, decoder: Pointer, always: boolean): void {
  api.endUtt(decoder);
  settleWords(id, state, decoder, always);
  state.inUtterance = false;
  state.settledFrame = -1;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

async function open(id: number, speaker: string | undefined): Promise<void> {
  const state: StreamState = {
    decoder: undefined,
    speaker,
    backlog: [],
    samples: 0,
    inUtterance: false,
    inSpeech: false,
    silentSinceSample: 0,
    settledFrame: -1,
    segmentStartSample: 0,
    frameEnergy: 0,
    frameSamples: 0,
    peakRms: 0,
    quietFrames: 0,
    quietPauseHeard: false,
    lastInterimSample: 0,
    lastInterimText: '',
    cpuMs: 0,
  };
  streams.set(id, state);
  let decoder: Pointer;
  try {
    decoder = await acquireDecoder(speaker);
  } catch (err) {
    streams.delete(id);
    send({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
    return;
  }
  if (streams.get(id) !== state) {
    returnUnusedDecoder(decoder); // closed while waiting
    return;
  }
  api.startUtt(decoder);
  state.decoder = decoder;
  for (const request of state.backlog.splice(0)) handle(request);
}

function audio(id: number, samples: Int16Array): void {
  const state = streams.get(id);
  const decoder = state?.decoder;
  if (!state || !decoder) return;
  for (let offset = 0; offset < samples.length; offset += VAD_BLOCK_SAMPLES) {
    const block = samples.subarray(offset, offset + VAD_BLOCK_SAMPLES);
    api.processRaw(decoder, block);
    measureQuiet(state, block);
    state.samples += block.length;
    const inSpeech = api.inSpeech(decoder);
    if (inSpeech && !state.inSpeech) {
      state.inSpeech = true;
      if (!state.inUtterance) {
        state.inUtterance = true;
        state.lastInterimSample = state.samples;
        // The VAD reports speech only after it has lasted a while; it keeps (and decodes)
        // the prespeech frames before that point, so the utterance started about that much earlier.
        state.segmentStartSample = Math.max(0, state.samples - block.length - prespeechSamples);
      }
    } else if (!inSpeech && state.inSpeech) {
      state.inSpeech = false;
      state.silentSinceSample = state.samples;
      settleWords(id, state, decoder, false);
    } else if (!inSpeech && state.inUtterance && state.samples - state.silentSinceSample >= config.utteranceEndSamples) {
      closeQuietUtterance(id, state, decoder);
    }
  }
  // Only a chunk that still ends in that quiet run counts (the speaker may have gone on).
  const endsInQuietPause = state.quietPauseHeard && state.quietFrames >= config.pauseFrames;
  state.quietPauseHeard = false;
  if (endsInQuietPause && state.inSpeech) settleWords(id, state, decoder, false);
  if (state.inSpeech && state.samples - state.lastInterimSample >= config.interimIntervalSamples) {
    const transcript = unsettled(api.partialWords(decoder), state.settledFrame)
      .map((w) => w.word)
      .join(' ');
    if (transcript && transcript !== state.lastInterimText) {
      // Partial hypotheses have no lattice, hence no posteriors: report a fixed estimate.
      emit(id, state, false, transcript, config.interimConfidence);
      state.lastInterimText = transcript;
      state.lastInterimSample = state.samples;
    }
  }
}

const FRAME_SAMPLES = SAMPLE_RATE / 100;
/** Quiet = 30 dB below the speaker's recent peak, and below the level of any speech sound. */
const QUIET_BELOW_PEAK = 10 ** (-30 / 20);
/** Per-frame decay of the peak: −10 % a second, so one loud cough does not set the level for long. */
const PEAK_DECAY = 0.999;

/**
 * The VAD reports a pause `pauseMs` after its last speech frame, and it counts the faint fading tail
 * of the last sound and its 25 ms analysis window as speech: ~150 ms after the speaker stops for a
 * 100 ms setting. When a chunk already ends in `pauseMs` of audio 30 dB below the speaker's level,
 * that is the same pause seen without the hangover, and waiting for the VAD would usually mean
 * waiting for the next chunk, 256 ms later.
 */
function measureQuiet(state: StreamState, block: Int16Array): void {
  for (const sample of block) {
    state.frameEnergy += sample * sample;
    if (++state.frameSamples < FRAME_SAMPLES) continue;
    const rms = Math.sqrt(state.frameEnergy / FRAME_SAMPLES);
    state.peakRms = Math.max(rms, state.peakRms * PEAK_DECAY);
    state.quietFrames = rms < state.peakRms * QUIET_BELOW_PEAK ? state.quietFrames + 1 : 0;
    if (state.quietFrames === config.pauseFrames) state.quietPauseHeard = true;
    state.frameEnergy = 0;
    state.frameSamples = 0;
  }
}

/**
 * After a long silence, a new utterance starts, unless this one never produced a word: a "speech"
 * stretch that decoded to nothing is usually the VAD settling on a new noise floor (always so at the
 * start of a stream that begins in digital silence), and restarting there would cut off the start of
 * the real speech that follows.
 */
function closeQuietUtterance(id: number, state: StreamState, decoder: Pointer): void {
  state.inUtterance = false;
  if (state.settledFrame < 0 && api.partialWords(decoder).length === 0) return;
  endUtterance(id, state, decoder, false);
  api.startUtt(decoder);
}

function finish(id: number, decoder: Pointer, state: StreamState): number {
  streams.delete(id);
  const started = threadCpuMs();
  endUtterance(id, state, decoder, true);
  retireDecoder(decoder, state.speaker);
  return state.cpuMs + threadCpuMs() - started;
}

function handle(request: WorkerRequest): void {
  if (request.type === 'open') {
    void open(request.id, request.speaker);
    return;
  }
  if (request.type === 'forget') {
    const kept = speakerDecoders.get(request.speaker);
    speakerDecoders.delete(request.speaker);
    if (kept) retireDecoder(kept.decoder, undefined);
    return;
  }
  const { id } = request;
  const state = streams.get(id);
  const decoder = state?.decoder;
  if (!state || !decoder) {
    if (state && request.type === 'close')
      streams.delete(id); // open() frees the decoder when it arrives
    else if (state) state.backlog.push(request);
    else if (request.type === 'finish') send({ type: 'finished', id, cpuMs: 0 });
    return;
  }
  try {
    switch (request.type) {
      case 'audio': {
        const started = threadCpuMs();
        audio(id, request.samples);
        state.cpuMs += threadCpuMs() - started;
        return;
      }
      case 'finish':
        send({ type: 'finished', id, cpuMs: finish(id, decoder, state) });
        return;
      case 'close':
        streams.delete(id);
        api.endUtt(decoder);
        retireDecoder(decoder, state.speaker);
        return;
    }
  } catch (err) {
    // A decoder that failed mid-utterance is in an unknown state: never keep it.
    streams.delete(id);
    retireDecoder(decoder, undefined);
    send({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
}

port.on('message', handle);

for (let i = 0; i < config.prewarmDecoders; i++) void queueBuild();
await buildQueue;
send({ type: 'ready' });
