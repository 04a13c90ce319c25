/**
 * Runs the Moonshine tiny encoder–decoder (ONNX Runtime, one intra-op thread) on whole utterances, off the event
 * loop: onnxruntime-node's `run` is synchronous native code. Greedy decoding with the decoder's key/value cache,
 * as the model's own reference code does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-node';
import type { MoonshineRequest, MoonshineResponse, MoonshineWorkerConfig } from './moonshine-protocol';

const config = workerData as MoonshineWorkerConfig;
const port = parentPort;
if (!port) throw new Error('moonshine.worker.ts runs as a worker thread');

/** Moonshine tiny: 6 decoder layers, 8 key/value heads of 36 dimensions. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_DIM = 36;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** A loop guard: speech carries well under six tokens a second. */
const MAX_TOKENS_PER_SECOND = 6;
const SAMPLE_RATE = 16_000;

const send = (message: MoonshineResponse) => port.postMessage(message);
const options: ort.InferenceSession.SessionOptions = { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1 };

let encoder: ort.InferenceSession;
let decoder: ort.InferenceSession;
try {
  encoder = await ort.InferenceSession.create(config.encoderPath, options);
  decoder = await ort.InferenceSession.create(config.decoderPath, options);
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

port.on('message', (request: MoonshineRequest) => {
  void transcribe(request.samples).then(
    ({ tokens, confidence }) => send({ type: 'text', id: request.id, text: decode(tokens), confidence }),
    (error: unknown) => send({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});

async function transcribe(samples: Float32Array): Promise<{ tokens: number[]; confidence: number }> {
  const encoded = await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) });
  const maxTokens = Math.max(4, Math.trunc((samples.length / SAMPLE_RATE) * MAX_TOKENS_PER_SECOND));
  let cache = emptyCache();
  let word: BiasNode | undefined;
  const tokens: number[] = [];
  let probabilitySum = 0;
  let next = START_TOKEN;
  for (let step = 0; step < maxTokens; step++) {
    const output = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(next)), [1, 1]),
      encoder_hidden_states: encoded.last_hidden_state as ort.Tensor,
      use_cache_branch: new ort.Tensor('bool', [step > 0]),
      ...cache,
    });
    const { token, probability } = mostLikely(output.logits as ort.Tensor, word);
    if (token === END_TOKEN) break;
    word = isWordStart(token) ? BIAS.get(token) : word?.get(token);
    tokens.push(token);
    probabilitySum += probability;
    next = token;
    cache = nextCache(cache, output, step === 0);
  }
  return { tokens, confidence: tokens.length ? probabilitySum / tokens.length : 0 };
}

type Cache = Record<string, ort.Tensor>;

function emptyCache(): Cache {
  const cache: Cache = {};
  for (let layer = 0; layer < LAYERS; layer++) {
    for (const part of ['decoder', 'encoder']) {
      for (const kind of ['key', 'value']) {
        cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, HEADS, 1, HEAD_DIM]);
      }
    }
  }
  return cache;
}

/** The decoder's self-attention cache grows every step; the cross-attention cache is computed once, on the first. */
function nextCache(cache: Cache, output: ort.InferenceSession.OnnxValueMapType, first: boolean): Cache {
  const next: Cache = { ...cache };
  for (const [name, value] of Object.entries(output)) {
    if (!name.startsWith('present')) continue;
    const pastName = name.replace('present', 'past_key_values');
    if (first || pastName.includes('.decoder.')) next[pastName] = value as ort.Tensor;
  }
  return next;
}

/**
 * The biased words as a trie of token ids: from the root, the first token of each word (one that starts a word);
 * below it, the tokens that continue it.
 */
type BiasNode = Map<number, BiasNode>;
const BIAS: BiasNode = new Map();
if (config.biasBonus > 0) {
  for (const biased of config.biasWords) {
    let node = BIAS;
    for (const token of llamaTokenizer.encode(biased, false, true)) {
      const child = node.get(token) ?? new Map();
      node.set(token, child);
      node = child;
    }
  }
}
const WORD_START = new Set(llamaTokenizer.vocabById.flatMap((piece, id) => (piece.startsWith('▁') ? [id] : [])));
const isWordStart = (token: number) => WORD_START.has(token);

/**
 * The last position's most likely token, with the bias added to tokens that begin a biased word or continue the one
 * being spelled (`word`), and the token's unbiased softmax probability.
 */
function mostLikely(logits: ort.Tensor, word: BiasNode | undefined): { token: number; probability: number } {
  const data = logits.data as Float32Array;
  const vocabulary = logits.dims[2] ?? data.length;
  const offset = data.length - vocabulary;
  const biased = (v: number) => (data[offset + v] ?? 0) + ((isWordStart(v) ? BIAS.has(v) : word?.has(v)) ? config.biasBonus : 0);
  let token = 0;
  let tokenScore = biased(0);
  for (let v = 1; v < vocabulary; v++) {
    const score = biased(v);
    if (score > tokenScore) {
      token = v;
      tokenScore = score;
    }
  }
  let best = data[offset] ?? 0;
  for (let v = 1; v < vocabulary; v++) best = Math.max(best, data[offset + v] ?? 0);
  let sum = 0;
  for (let v = 0; v < vocabulary; v++) sum += Math.exp((data[offset + v] ?? 0) - best);
  return { token, probability: Math.exp((data[offset + token] ?? 0) - best) / sum };
}

/** Moonshine's vocabulary is LLaMA's; ids past it are control tokens with no text. */
function decode(tokens: number[]): string {
  return llamaTokenizer
    .decode(
      tokens.filter((token) => token < llamaTokenizer.vocabById.length),
      false,
    )
    .trim();
}
