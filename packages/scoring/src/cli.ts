/**
 * Scores a JSONL file of items shaped like shared/eval/dev.jsonl with the local engine and prints one JSON line
 * per item: {"id","score","correctness","grammar","constructive_feedback"}. No network, no database.
 * Usage: tsx src/cli.ts <file.jsonl>
 */
import { readFileSync } from 'node:fs';
import { parseJsonl, toEvaluationInput } from './dataset.js';
import { evaluate } from './evaluate.js';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: score <file.jsonl>\n');
  process.exit(2);
}
const items = parseJsonl(readFileSync(file, 'utf8'));
for (const item of items) {
  const result = evaluate(toEvaluationInput(item));
  process.stdout.write(
    `${JSON.stringify({ id: item.id, score: result.score, correctness: result.correctness, grammar: result.grammar, constructive_feedback: result.constructive_feedback })}\n`,
  );
}
