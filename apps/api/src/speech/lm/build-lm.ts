/**
 * `npm run build:lm`: rebuilds speech-model/visa-interview.arpa from the sentences of language-model-corpus.ts.
 * `--missing` lists the words left out for want of a pronunciation (add them to speech-model/domain.dict).
 */
import fs from 'node:fs';
import { buildArpa } from './kneser-ney';
import { languageModelCorpus } from './language-model-corpus';
import { DOMAIN_LM_PATH } from './speech-model';

const { sentences, bySource, missing } = languageModelCorpus();
for (const [source, count] of Object.entries(bySource)) console.log(`${source.padEnd(18)} ${count} sentences`);
const arpa = buildArpa(sentences);
fs.writeFileSync(DOMAIN_LM_PATH, arpa);
const header = arpa.slice(0, arpa.indexOf('\\1-grams:')).trim().split('\n').slice(1).join(', ');
console.log(
  `${sentences.length} sentences, ${sentences.reduce((sum, words) => sum + words.length, 0)} words → ${DOMAIN_LM_PATH} (${header})`,
);
const frequentMissing = [...missing].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1]);
console.log(`${missing.size} words without a pronunciation (their sentences left out); seen twice or more: ${frequentMissing.length}`);
if (process.argv.includes('--missing')) for (const [word, count] of frequentMissing) console.log(`  ${word} ${count}`);
