/**
 * The sentences the visa-interview language model is built from, in their spoken form:
 *  - the question banks' questions and model answers,
 *  - the scoring corpus (questions, model answers and applicants' answers; word salad left out),
 *  - generated answers (generated-answers.ts).
 * Only sentences whose every word the recogniser can pronounce are kept (the stock dictionary plus
 * speech-model/domain.dict). The bench's sentences (fixtures/tuning-answers.ts, check-answers.ts, unseen-answers.ts) are never in
 * it: a sentence that contains one of them is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import b1b2Bank from '../../db/seed/data/b1b2-questions.json';
import f1Bank from '../../db/seed/data/f1-questions.json';
import { DEFAULT_MODEL_PATHS } from '../engines/pocketsphinx-native';
import { CHECK_ANSWERS } from '../fixtures/check-answers';
import { TUNING_ANSWERS } from '../fixtures/tuning-answers';
import { UNSEEN_ANSWERS } from '../fixtures/unseen-answers';
import { generatedAnswers } from './generated-answers';
import { DOMAIN_DICT_PATH, readDictionary } from './speech-model';
import { spokenWords } from './spoken-form';

const GENERATED_ANSWERS = 12_000;
const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/scoring/data/corpus');

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim().length > 0);
}

function sourceTexts(): Record<string, string[]> {
  const corpus: string[] = [];
  for (const file of fs
    .readdirSync(corpusDir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    for (const line of fs.readFileSync(path.join(corpusDir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const item = JSON.parse(line) as { question: string; model_answer: string; answer: string; tags?: string[] };
      corpus.push(item.question, item.model_answer);
      if (!item.tags?.includes('word_salad')) corpus.push(item.answer);
    }
  }
  return {
    'question banks': [f1Bank, b1b2Bank].flatMap((bank) => bank.questions.flatMap((q) => [q.text, q.modelAnswer])),
    'scoring corpus': corpus,
    'generated answers': generatedAnswers(GENERATED_ANSWERS),
  };
}

/** The bench's sentences, spoken form, padded so that a match is on whole words. */
export const BENCH_SENTENCES = [...TUNING_ANSWERS, ...CHECK_ANSWERS, ...UNSEEN_ANSWERS].map(
  (answer) => ` ${spokenWords(answer.text).join(' ')} `,
);

export function languageModelCorpus() {
  const stockWords = new Set(readDictionary(DEFAULT_MODEL_PATHS.dict).keys());
  const domainWords = readDictionary(DOMAIN_DICT_PATH);
  const pronounceable = (word: string) => stockWords.has(word) || domainWords.has(word);
  const sentences: string[][] = [];
  const bySource: Record<string, number> = {};
  const seen = new Set<string>();
  const missing = new Map<string, number>();
  for (const [source, texts] of Object.entries(sourceTexts())) {
    bySource[source] = 0;
    for (const sentence of texts.flatMap(sentencesOf)) {
      const words = spokenWords(sentence);
      if (words.length === 0) continue;
      const unknown = words.filter((word) => !pronounceable(word));
      for (const word of unknown) missing.set(word, (missing.get(word) ?? 0) + 1);
      const line = ` ${words.join(' ')} `;
      if (unknown.length > 0 || seen.has(line) || BENCH_SENTENCES.some((bench) => line.includes(bench))) continue;
      seen.add(line);
      sentences.push(words);
      bySource[source]++;
    }
  }
  return { sentences, bySource, missing };
}
