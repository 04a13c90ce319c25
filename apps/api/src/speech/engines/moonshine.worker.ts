/**
 * Runs Moonshine tiny (ONNX Runtime, one intra-op thread) on whole utterances, off the event loop: onnxruntime-node's
 * `run` is synchronous native code. The decoder steps all hypotheses of the beam in one batch (moonshine-search.ts).
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';
import { readArpa } from '../lm/arpa-model';
import { NAME_CLASSES } from '../lm/generated-answers';
import type { MoonshineRequest, MoonshineResponse, MoonshineWorkerConfig } from './moonshine-protocol';
import { type DecodeStep, FusedBeamSearch } from './moonshine-search';

const config = workerData as MoonshineWorkerConfig;
const port = parentPort;
if (!port) throw new Error('moonshine.worker.ts runs as a worker thread');

/** Moonshine tiny: 6 decoder layers, 8 key/value heads of 36 dimensions. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_DIM = 36;
/** A loop guard: speech carries well under six tokens a second. */
const MAX_TOKENS_PER_SECOND = 6;
const SAMPLE_RATE = 16_000;

const send = (message: MoonshineResponse) => port.postMessage(message);
const options: ort.InferenceSession.SessionOptions = { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1 };

let encoder: ort.InferenceSession;
let decoder: ort.InferenceSession;
let search: FusedBeamSearch;
try {
  encoder = await ort.InferenceSession.create(config.encoderPath, options);
  decoder = await ort.InferenceSession.create(config.decoderPath, options);
  search = new FusedBeamSearch(readArpa(fs.readFileSync(config.languageModelPath, 'utf8')), config.search, NAME_CLASSES);
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

port.on('message', (request: MoonshineRequest) => {
  void transcribe(request.samples, request.heardWords).then(
    ({ text, confidence }) => send({ type: 'text', id: request.id, text, confidence }),
    (error: unknown) => send({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});

async function transcribe(samples: Float32Array, heardWords: readonly string[]) {
  const encoded = await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) });
  const maxTokens = Math.max(4, Math.trunc((samples.length / SAMPLE_RATE) * MAX_TOKENS_PER_SECOND));
  return search.run(batchedDecoder(encoded.last_hidden_state as ort.Tensor), maxTokens, heardWords);
}

/**
 * One decoder step for a batch of hypotheses. Each row's self-attention cache is its parent row's from the step
 * before; the cross-attention cache, computed on the first step, is the same for every row.
 */
function batchedDecoder(encoderStates: ort.Tensor): DecodeStep {
  const statesByBatch = new Map<number, ort.Tensor>();
  const crossByBatch = new Map<number, Record<string, ort.Tensor>>();
  const crossAttention: Record<string, ort.Tensor> = {};
  let selfAttention: Record<string, ort.Tensor> | undefined;
  return async (lastTokens, parents) => {
    const batch = lastTokens.length;
    const first = selfAttention === undefined;
    const states = statesByBatch.get(batch) ?? repeatRows(encoderStates, batch);
    statesByBatch.set(batch, states);
    const cross = first ? emptyCache('encoder', batch) : (crossByBatch.get(batch) ?? repeatAll(crossAttention, batch));
    if (!first) crossByBatch.set(batch, cross);
    const output = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(lastTokens, BigInt), [batch, 1]),
      encoder_hidden_states: states,
      use_cache_branch: new ort.Tensor('bool', [!first]),
      ...(selfAttention ? gatherRows(selfAttention, parents) : emptyCache('decoder', batch)),
      ...cross,
    });
    selfAttention = {};
    for (const [name, value] of Object.entries(output)) {
      if (!name.startsWith('present')) continue;
      const past = name.replace('present', 'past_key_values');
      if (past.includes('.decoder.')) selfAttention[past] = value as ort.Tensor;
      else if (first) crossAttention[past] = value as ort.Tensor;
    }
    const logits = output.logits as ort.Tensor;
    const vocabulary = logits.dims[2] ?? 0;
    const data = logits.data as Float32Array;
    return lastTokens.map((_, row) => data.subarray(row * vocabulary, (row + 1) * vocabulary));
  };
}

function emptyCache(part: 'decoder' | 'encoder', batch: number): Record<string, ort.Tensor> {
  const cache: Record<string, ort.Tensor> = {};
  for (let layer = 0; layer < LAYERS; layer++) {
    for (const kind of ['key', 'value']) {
      cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [batch, HEADS, 0, HEAD_DIM]);
    }
  }
  return cache;
}

/** A tensor whose first dimension is the batch, with row `rows[i]` of `tensor` as its row i. */
function pickRows(tensor: ort.Tensor, rows: readonly number[]): ort.Tensor {
  const data = tensor.data as Float32Array;
  const rowSize = data.length / (tensor.dims[0] ?? 1);
  const picked = new Float32Array(rowSize * rows.length);
  rows.forEach((row, i) => {
    picked.set(data.subarray(row * rowSize, (row + 1) * rowSize), i * rowSize);
  });
  return new ort.Tensor('float32', picked, [rows.length, ...tensor.dims.slice(1)]);
}

function repeatRows(tensor: ort.Tensor, batch: number): ort.Tensor {
  return pickRows(tensor, new Array<number>(batch).fill(0));
}

function gatherRows(cache: Record<string, ort.Tensor>, rows: readonly number[]): Record<string, ort.Tensor> {
  return Object.fromEntries(Object.entries(cache).map(([name, tensor]) => [name, pickRows(tensor, rows)]));
}

function repeatAll(cache: Record<string, ort.Tensor>, batch: number): Record<string, ort.Tensor> {
  return Object.fromEntries(Object.entries(cache).map(([name, tensor]) => [name, repeatRows(tensor, batch)]));
}
