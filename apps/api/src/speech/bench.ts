/**
 * PocketSphinx engine benchmark on the Festival fixtures.
 *
 *   npx tsx bench.ts [--pause-ms 300] [--decoder-args "-beam 1e-60 -wip 0.5"] [--capacity 1,2,4,8]
 *
 * "Through the route" means through `GET /api/transcribe` of the real app on a loopback port, as the interview page
 * streams (bench-route.ts); "engine" means straight into PocketSphinxEngine.
 *
 * 0. Accuracy: the 72 unseen sentences (fixtures/unseen-answers.ts, in no part of the language model) spoken by
 *    the three Festival voices, with the stock language model alone and interpolated with the visa-interview model,
 *    streamed through the route at twice real time (one 4096-sample frame every 128 ms: the route's sustained limit
 *    is 8 frames a second; the transcripts do not depend on the pace). `--via engine` writes the chunks straight
 *    into the engine back to back instead.
 *    `--tune` instead prints the WER on the tuning set (fixtures/tuning-answers.ts: answers.ts and 24 more) of several
 *    interpolation weights (`--weights 0,0.5`), each decoder setting of `--sweep "-lw 7; -maxhmmpf 10000"`, and a
 *    domain model built elsewhere (`--lm /tmp/other.arpa`); `--verbose` prints the misrecognised sentences. Tuning
 *    goes straight into the engine by default (faster, and it gives the CPU RTF); `--via route` goes through the route.
 *    `--check` runs the check set (fixtures/check-answers.ts, 40 sentences written later) instead, to see whether a
 *    setting chosen on the tuning set holds on sentences it was not chosen on.
 *    `--fresh-decoders` makes every answer another applicant's, so each is the first a decoder hears.
 *    `--accuracy-only` stops after this part; `--domain-only` leaves out the stock model's pass; `--latency-only` skips it.
 * 1. Fast (engine): each fixture alone, all chunks written at once → WER and real-time factor per
 *    stream: wall RTF = wall time / audio duration; CPU RTF = decoder thread CPU time / audio
 *    duration (unaffected by other processes competing for the cores).
 * 2. Real time (route): all fixtures concurrently, one 4096-sample chunk every 256 ms, as a browser
 *    sends → WER and latency from the end of speech to the final transcript as the client receives it.
 * 3. Capacity: N streams at once, as fast as possible, on ONE worker thread (= one core).
 *    Aggregate RTF = wall time / total audio (and CPU time / total audio); one core sustains
 *    about 1 / aggregate RTF real-time streams. Then that many streams (×0.8 headroom) are
 *    replayed in real time on one worker to check that latency stays low.
 */
import os from 'node:os';
import { TRANSCRIBE_PATH } from '@visaready/shared/schemas/speech';
import { settledTranscript } from '@visaready/shared';
import { MoonshineRecognizer } from './engines/moonshine';
import { DEFAULT_DOMAIN_LM, PocketSphinxEngine } from './engines/pocketsphinx';
import { SecondPassEngine, trimQuietEdges } from './engines/second-pass';
import type { DomainLanguageModel } from './engines/pocketsphinx-native';
import type { Answer } from './fixtures/answers';
import { CHECK_ANSWERS } from './fixtures/check-answers';
import { TUNING_ANSWERS } from './fixtures/tuning-answers';
import { UNSEEN_ANSWERS } from './fixtures/unseen-answers';
import { startBenchServer, type BenchServer } from './bench-route';
import { copySamples, SAMPLE_RATE, type SpeechEngine, type TranscriptMessage } from './engine';
import { ALL_VOICES, ensureFixtures, type Fixture, fixtureToolsMissing, speechEndSec } from './fixtures/generate';
import { normalizeWords, wordErrors } from './fixtures/wer';

const CHUNK_BYTES = 4096 * 2;
const CHUNK_MS = (4096 / SAMPLE_RATE) * 1000;

const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}
const pauseMs = Number(option('--pause-ms') ?? 100);
const utteranceEndMs = Number(option('--utterance-end-ms') ?? 300);
function parseDecoderArgs(text: string): Record<string, string> {
  const words = text.split(/\s+/).filter(Boolean);
  return Object.fromEntries(words.flatMap((value, i) => (i % 2 === 0 ? [[value, words[i + 1] ?? '']] : [])));
}
const extraArgs = (option('--decoder-args') ?? '').split(/\s+/).filter(Boolean);
const decoderArgs = parseDecoderArgs(extraArgs.join(' '));
/** `--second-pass off` measures PocketSphinx alone; by default Moonshine revises each utterance, as in the app. */
const secondPass = option('--second-pass') !== 'off';
/** `--moonshine "beam=4 lmWeight=0.2 wordBonus=2.5"` tries other search settings in the second pass. */
const moonshineOptions = {
  search: Object.fromEntries(
    (option('--moonshine') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [name, value] = pair.split('=');
        return [name, Number(value)];
      }),
  ),
};
const capacityLevels = (option('--capacity') ?? '1,2,4,8').split(',').map(Number).filter(Boolean);

/** One stream as the bench drives it, straight into the engine or through the route. */
interface BenchStream {
  write(chunk: Buffer): void;
  /** Resolves after the last final; rejects if the stream failed. */
  finish(): Promise<void>;
  /** CPU time of the decoding thread for this stream; known only straight from the engine. */
  readonly decodeCpuMs?: number;
}
/** What the bench reads of a transcript message; through the route, the client's schema (start and duration optional). */
type BenchMessage = Pick<TranscriptMessage, 'type' | 'is_final' | 'channel' | 'revision'> & { start?: number; duration?: number };
type OpenStream = (onTranscript: (message: BenchMessage) => void) => Promise<BenchStream>;

function viaEngine(engine: SpeechEngine, speaker?: string): OpenStream {
  return async (onTranscript) => {
    let failure: Error | undefined;
    const stream = engine.openStream(
      {
        onTranscript,
        onError: (err) => {
          failure = err;
        },
      },
      { speaker },
    );
    return {
      write: (chunk) => stream.write(chunk),
      async finish() {
        await stream.finish();
        if (failure) throw failure;
      },
      get decodeCpuMs() {
        return 'decodeCpuMs' in stream ? (stream.decodeCpuMs as number | undefined) : undefined;
      },
    };
  };
}

/**
 * Each speaker is one signed-in applicant, so the route hands their next answer the decoder adapted to them.
 * `revisions`: as the interview page (first-pass finals at once, then revisions); else one final per utterance.
 */
function viaRoute(server: BenchServer, speaker: string, revisions = false): OpenStream {
  return (onTranscript) => server.open(speaker, onTranscript, revisions);
}

/** Audio sent this many times faster than it is spoken; back to back is Infinity. */
const REAL_TIME = 1;
const BACK_TO_BACK = Number.POSITIVE_INFINITY;
/** The route refuses more than 8 frames a second sustained (SPEECH_LIMITS); twice real time is 7.8. */
const ROUTE_ACCURACY_SPEED = 2;

interface StreamResult {
  fixture: Fixture;
  transcript: string;
  interims: number;
  wallMs: number;
  /** Wall ms from the moment the last speech sample was "spoken" (real-time mode) to the first pass's final. */
  speechEndToFinalMs?: number;
  /** Likewise to the second pass's revision of the last utterance. */
  speechEndToRevisionMs?: number;
  /** Wall ms from sending the latest chunk (the one that completed the pause) to receiving the final. */
  processingMs?: number;
  finishMs: number;
  cpuMs?: number;
}

/**
 * Real-time runs are repeated with this much silence (samples) added before each fixture, so the end
 * of speech falls at three places a third of a chunk apart and the latency covers the whole 0–256 ms
 * wait for the chunk that carries the pause, not one lucky or unlucky spot per fixture.
 */
const CHUNK_PHASES = [0, 1365, 2731];

/**
 * Live streams start spread over one chunk period, as people do: streams sending at the very same
 * instants would queue behind each other on a worker every 256 ms.
 */
function staggerMs(index: number, count: number): number {
  return (index * CHUNK_MS) / count;
}

async function runStream(open: OpenStream, fixture: Fixture, speed: number, leadSamples = 0, startDelayMs = 0): Promise<StreamResult> {
  await sleepUntil(performance.now() + startDelayMs);
  const messages: BenchMessage[] = [];
  let lastFirstPassAt: number | undefined;
  let lastRevisionAt: number | undefined;
  let interims = 0;
  const stream = await open((msg) => {
    messages.push(msg);
    if (!msg.is_final) interims++;
    else if (!msg.channel.alternatives[0]?.transcript) return;
    else if (msg.revision) lastRevisionAt = performance.now();
    else lastFirstPassAt = performance.now();
  });

  const pcm = Buffer.concat([Buffer.alloc(leadSamples * 2), fixture.pcm]);
  const chunks = Math.ceil(pcm.length / CHUNK_BYTES);
  // Chunk k holds audio [k, k+1) × 256 ms and is sent when its last sample was captured (at `speed` × real time).
  const t0 = performance.now();
  const sendTime = (k: number) => t0 + ((k + 1) * CHUNK_MS) / speed;
  for (let k = 0; k < chunks; k++) {
    if (speed !== BACK_TO_BACK) await sleepUntil(sendTime(k));
    stream.write(pcm.subarray(k * CHUNK_BYTES, (k + 1) * CHUNK_BYTES));
  }
  const finishStart = performance.now();
  await stream.finish();
  const done = performance.now();

  const result: StreamResult = {
    fixture,
    transcript: settledTranscript(messages),
    interims,
    wallMs: done - t0,
    finishMs: done - finishStart,
    cpuMs: stream.decodeCpuMs,
  };
  if (speed === REAL_TIME && lastFirstPassAt !== undefined) {
    const speechEnd = t0 + speechEndSec(pcm) * 1000;
    result.speechEndToFinalMs = lastFirstPassAt - speechEnd;
    if (lastRevisionAt !== undefined) result.speechEndToRevisionMs = lastRevisionAt - speechEnd;
    const lastChunkSent = sendTime(Math.min(chunks - 1, Math.floor((lastFirstPassAt - t0) / CHUNK_MS) - 1));
    result.processingMs = lastFirstPassAt - lastChunkSent;
  }
  return result;
}

function sleepUntil(time: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));
}

function wer(results: StreamResult[]): { errors: number; words: number; rate: number } {
  let errors = 0;
  let words = 0;
  for (const r of results) {
    const reference = normalizeWords(r.fixture.text);
    errors += wordErrors(reference, normalizeWords(r.transcript));
    words += reference.length;
  }
  return { errors, words, rate: errors / words };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ms = (x: number | undefined) => (x === undefined ? 'n/a' : `${Math.round(x)} ms`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return `mean ${Math.round(mean)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`;
};

type Path = 'engine' | 'route';

/** Every answer from another applicant: each is decoded by a never-used decoder, whose cepstral mean is `-cmninit`. */
const freshDecoders = argv.includes('--fresh-decoders');

/**
 * Each voice is one applicant answering the sentences in turn (their decoder adapts); the voices run at once.
 * Through the route each answer is a connection of its own, as each question is on the interview page.
 */
async function accuracyByVoice(
  domainLm: DomainLanguageModel | null,
  answers: readonly Answer[],
  path: Path,
  args = decoderArgs,
  revised = secondPass,
) {
  const engine = withSecondPass(
    new PocketSphinxEngine({ pauseMs, utteranceEndMs, decoderArgs: args, domainLm, prewarmDecoders: 0 }),
    revised,
  );
  const server = path === 'route' ? await startBenchServer(engine) : undefined;
  const byVoice = await Promise.all(
    ALL_VOICES.map(async (voice) => {
      const results: StreamResult[] = [];
      for (const fixture of await ensureFixtures({ voice, answers })) {
        const speaker = freshDecoders ? `festival-${voice}-${fixture.id}` : `festival-${voice}`;
        const open = server ? viaRoute(server, speaker) : viaEngine(engine, speaker);
        results.push(await runStream(open, fixture, server ? ROUTE_ACCURACY_SPEED : BACK_TO_BACK));
      }
      return { voice, results, ...wer(results) };
    }),
  );
  // The app disposes the engine it was given.
  await (server ? server.close() : engine.dispose());
  const results = byVoice.flatMap((v) => v.results);
  const cpuMs = results.every((r) => r.cpuMs !== undefined) ? results.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0) : undefined;
  const audioSec = results.reduce((sum, r) => sum + r.fixture.durationSec, 0);
  return { byVoice, overall: { ...wer(results), cpuRtf: cpuMs === undefined ? undefined : cpuMs / 1000 / audioSec } };
}

function withSecondPass(engine: PocketSphinxEngine, revised = secondPass): SpeechEngine {
  return revised ? new SecondPassEngine(engine, new MoonshineRecognizer(moonshineOptions)) : engine;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Each misrecognised sentence with what was heard, to see which words the settings lose. */
function printMisses(voice: string, results: StreamResult[]): void {
  for (const r of results) {
    const errors = wordErrors(normalizeWords(r.fixture.text), normalizeWords(r.transcript));
    if (errors > 0) console.log(`  ${voice} ${r.fixture.id.padEnd(18)} ${errors}  "${r.transcript}"`);
  }
}

async function accuracy(): Promise<void> {
  const tuning = argv.includes('--tune');
  const path = (option('--via') ?? (tuning ? 'engine' : 'route')) as Path;
  if (path !== 'engine' && path !== 'route') throw new Error('--via is engine or route');
  const pathLabel =
    path === 'route'
      ? `through ${TRANSCRIBE_PATH}, one connection per answer, ${ROUTE_ACCURACY_SPEED}× real time`
      : 'straight into the engine, chunks back to back';
  if (tuning) {
    // --check: the check set instead, to see whether a setting chosen on the tuning set holds on other sentences.
    const tuningSet = argv.includes('--check') ? CHECK_ANSWERS : TUNING_ANSWERS;
    // Each --sweep entry ("-lw 7 -beam 1e-60; -lw 8") is tried on top of --decoder-args, at every weight; --lm tries
    // another build of the domain model (a corpus change) without replacing the committed one.
    const sweep = (option('--sweep') ?? '').split(';').map(parseDecoderArgs);
    console.log(
      `== ${tuningSet === CHECK_ANSWERS ? 'Check' : 'Tuning'} set: ${tuningSet.length} sentences × ${ALL_VOICES.length} voices (never the unseen sentences), ${pathLabel}; load average ${loadAverage()}`,
    );
    for (const extra of sweep) {
      for (const weight of (option('--weights') ?? '0,0.3,0.5,0.7,0.85').split(',').map(Number)) {
        const started = performance.now();
        const domainLm = weight === 0 ? null : { path: option('--lm') ?? DEFAULT_DOMAIN_LM.path, weight };
        const { byVoice, overall } = await accuracyByVoice(domainLm, tuningSet, path, { ...decoderArgs, ...extra });
        const cpu = overall.cpuRtf === undefined ? '' : `  CPU RTF ${overall.cpuRtf.toFixed(3)}`;
        console.log(
          `weight ${weight.toFixed(2)}  ${Object.entries(extra).flat().join(' ') || '(defaults)'}  overall ${pct(overall.rate)} (${overall.errors}/${overall.words})  ${byVoice.map((v) => `${v.voice} ${pct(v.rate)}`).join('  ')}${cpu}  (${((performance.now() - started) / 1000).toFixed(0)} s, load average ${loadAverage()})`,
        );
        if (argv.includes('--verbose')) for (const v of byVoice) printMisses(v.voice, v.results);
      }
    }
    return;
  }
  console.log(
    `== Accuracy: ${UNSEEN_ANSWERS.length} unseen sentences × ${ALL_VOICES.length} Festival voices, ${pathLabel}; load average ${loadAverage()}`,
  );
  const rows = [
    ['stock language model', null, false],
    [`with the visa-interview model (weight ${DEFAULT_DOMAIN_LM.weight})`, DEFAULT_DOMAIN_LM, false],
    ['and the Moonshine second pass (the app)', DEFAULT_DOMAIN_LM, true],
  ] as const;
  // --domain-only skips the stock model's pass (the "before" figure); --second-pass off the second pass.
  const chosen = rows.filter(([, domainLm, revised]) => (domainLm || !argv.includes('--domain-only')) && (!revised || secondPass));
  for (const [label, domainLm, revised] of chosen) {
    const started = performance.now();
    const { byVoice, overall } = await accuracyByVoice(domainLm, UNSEEN_ANSWERS, path, decoderArgs, revised);
    console.log(
      `${label.padEnd(46)} WER ${pct(overall.rate)} (${overall.errors}/${overall.words})  ${byVoice.map((v) => `${v.voice} ${pct(v.rate)}`).join('  ')}  (${((performance.now() - started) / 1000).toFixed(0)} s, load average ${loadAverage()})`,
    );
    if (argv.includes('--verbose')) for (const v of byVoice) printMisses(v.voice, v.results);
  }
  console.log('');
}

/** Moonshine's own cost: each fixture's speech heard whole, one after another, on its one thread. */
async function secondPassCost(fixtures: Fixture[]): Promise<void> {
  const recognizer = new MoonshineRecognizer(moonshineOptions);
  const utterances = fixtures.map((f) => trimQuietEdges(copySamples(f.pcm)));
  await recognizer.transcribe(utterances[0] ?? new Int16Array(SAMPLE_RATE)); // loads the model
  const times: number[] = [];
  for (const utterance of utterances) {
    const started = performance.now();
    await recognizer.transcribe(utterance);
    times.push(performance.now() - started);
  }
  await recognizer.dispose();
  const audioSec = utterances.reduce((sum, u) => sum + u.length / SAMPLE_RATE, 0);
  const totalSec = times.reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `second pass (Moonshine, one thread): ${stats(times)} per utterance of ${(audioSec / utterances.length).toFixed(1)} s on average, RTF ${(totalSec / audioSec).toFixed(3)}\n`,
  );
}

async function main(): Promise<void> {
  const missingTools = await fixtureToolsMissing(ALL_VOICES);
  if (missingTools) throw new Error(missingTools);
  // --latency-only runs parts 1–3 alone, e.g. again when the machine is quieter than it was during the accuracy part.
  if (!argv.includes('--latency-only')) await accuracy();
  if (argv.includes('--accuracy-only') || argv.includes('--tune')) return;
  const fixtures = await ensureFixtures();
  const totalAudio = fixtures.reduce((sum, f) => sum + f.durationSec, 0);

  // Default pool settings: in the real-time run 4 of the 6 streams wait for a decoder being
  // built while the others are already decoding.
  const engineOptions = { pauseMs, utteranceEndMs, decoderArgs };
  const engine = new PocketSphinxEngine(engineOptions);
  const app = withSecondPass(engine);
  const status = engine.status();
  if (!status.available) throw new Error(status.reason);

  console.log(`PocketSphinx bench: ${fixtures.length} Festival fixtures, ${totalAudio.toFixed(1)} s of audio`);
  console.log(`pauseMs=${pauseMs} utteranceEndMs=${utteranceEndMs} extra decoder args: ${extraArgs.join(' ') || '(none)'}`);
  console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${loadAverage()}`);
  await engine.warmUp();
  console.log('');

  console.log('== Fast (one applicant, one answer after another, chunks written back to back)');
  const fast: StreamResult[] = [];
  for (const fixture of fixtures) {
    // One applicant answering question after question: their decoder adapts after the first answer.
    const r = await runStream(viaEngine(engine, 'festival-slt'), fixture, BACK_TO_BACK);
    fast.push(r);
    const errors = wordErrors(normalizeWords(fixture.text), normalizeWords(r.transcript));
    console.log(
      `${fixture.id.padEnd(15)} wall RTF ${(r.wallMs / 1000 / fixture.durationSec).toFixed(3)}  CPU RTF ${((r.cpuMs ?? 0) / 1000 / fixture.durationSec).toFixed(3)}  errors ${errors}/${normalizeWords(fixture.text).length}  "${r.transcript}"`,
    );
  }
  const fastWer = wer(fast);
  const fastWall = fast.reduce((s, r) => s + r.wallMs, 0) / 1000;
  const fastCpu = fast.reduce((s, r) => s + (r.cpuMs ?? 0), 0) / 1000;
  console.log(
    `WER ${pct(fastWer.rate)} (${fastWer.errors}/${fastWer.words} words), overall wall RTF ${(fastWall / totalAudio).toFixed(3)}, CPU RTF ${(fastCpu / totalAudio).toFixed(3)}\n`,
  );

  if (secondPass) await secondPassCost(fixtures);

  console.log(
    `== Real time through ${TRANSCRIBE_PATH} (all ${fixtures.length} streams at once, 4096 samples every 256 ms; ${CHUNK_PHASES.length} runs with the chunk boundaries shifted by a third of a chunk; load average ${loadAverage()})`,
  );
  const server = await startBenchServer(app);
  const live: StreamResult[] = [];
  // Six applicants answering at once, each three answers in turn (decoders adapt to their speaker after the first).
  for (const lead of CHUNK_PHASES) {
    live.push(
      ...(await Promise.all(
        fixtures.map((f, i) => runStream(viaRoute(server, `applicant-${f.id}`, true), f, REAL_TIME, lead, staggerMs(i, fixtures.length))),
      )),
    );
  }
  for (const fixture of fixtures) {
    const runs = live.filter((r) => r.fixture === fixture);
    const errors = runs.map((r) => wordErrors(normalizeWords(fixture.text), normalizeWords(r.transcript)));
    console.log(
      `${fixture.id.padEnd(15)} interims ${runs.map((r) => r.interims).join('/')}  speech end→final ${runs.map((r) => ms(r.speechEndToFinalMs)).join(' / ')}  (processing ${runs.map((r) => ms(r.processingMs)).join(' / ')})  finish()→resolved ${runs.map((r) => ms(r.finishMs)).join(' / ')}  errors ${errors.join('/')}  "${runs[0]?.transcript}"`,
    );
  }
  const liveWer = wer(live);
  console.log(`WER ${pct(liveWer.rate)} (${liveWer.errors}/${liveWer.words} words)`);
  console.log(
    `speech end→final: ${stats(live.map((r) => r.speechEndToFinalMs ?? 0))}, median ${Math.round(median(live.map((r) => r.speechEndToFinalMs ?? 0)))} ms`,
  );
  console.log(`  processing after the pause is detected: ${stats(live.map((r) => r.processingMs ?? 0))}`);
  const revised = live.flatMap((r) => (r.speechEndToRevisionMs === undefined ? [] : [r.speechEndToRevisionMs]));
  if (revised.length) {
    console.log(
      `speech end→second pass's revision (${revised.length} of ${live.length} answers revised): ${stats(revised)}, median ${Math.round(median(revised))} ms`,
    );
  }
  console.log(`finish()→final: ${stats(live.map((r) => r.finishMs))}`);
  const inits = engine.decoderInitMs.map((m) => `${Math.round(m)} ms`).join(', ');
  console.log(`decoders built (ps_init + domain model, in the background): ${inits}\n`);
  // The app disposes the engine it was given.
  await server.close();

  console.log(`== Capacity of one core (engine, one worker thread, N streams as fast as possible; load average ${loadAverage()})`);
  const single = new PocketSphinxEngine({
    ...engineOptions,
    workers: 1,
    prewarmDecoders: Math.max(...capacityLevels),
    maxStreamsPerWorker: 64,
  });
  await single.warmUp();
  let sustainable = 1;
  for (const n of capacityLevels) {
    const batch = Array.from({ length: n }, (_, i) => fixtures[i % fixtures.length] as Fixture);
    const started = performance.now();
    const results = await Promise.all(batch.map((f) => runStream(viaEngine(single), f, BACK_TO_BACK)));
    const wall = (performance.now() - started) / 1000;
    const cpu = results.reduce((s, r) => s + (r.cpuMs ?? 0), 0) / 1000;
    const audio = batch.reduce((s, f) => s + f.durationSec, 0);
    const wallRtf = wall / audio;
    const cpuRtf = cpu / audio;
    sustainable = Math.floor(1 / wallRtf);
    console.log(
      `N=${String(n).padStart(2)}  aggregate wall RTF ${wallRtf.toFixed(3)} → ~${sustainable} real-time streams per core;  CPU RTF ${cpuRtf.toFixed(3)} → ~${Math.floor(1 / cpuRtf)} on an idle core`,
    );
  }
  await single.dispose();

  const replay = Math.max(1, Math.floor(sustainable * 0.8));
  // Pre-created decoders, so the check measures decoding rather than decoder start-up.
  const check = new PocketSphinxEngine({
    ...engineOptions,
    workers: 1,
    prewarmDecoders: replay,
    maxStreamsPerWorker: 64,
  });
  await check.warmUp();
  const batch = Array.from({ length: replay }, (_, i) => fixtures[i % fixtures.length] as Fixture);
  const replayed: StreamResult[] = [];
  for (const lead of CHUNK_PHASES) {
    replayed.push(
      ...(await Promise.all(
        batch.map((f, i) => runStream(viaEngine(check, `check-${i}`), f, REAL_TIME, lead, staggerMs(i, batch.length))),
      )),
    );
  }
  console.log(
    `check: ${replay} real-time streams on one core → speech end→final ${stats(replayed.map((r) => r.speechEndToFinalMs ?? 0))}, WER ${pct(wer(replayed).rate)}`,
  );
  await check.dispose();
}

await main();
