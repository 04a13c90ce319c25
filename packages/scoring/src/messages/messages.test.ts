import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus.js';
import { toEvaluationInput } from '../dataset.js';
import { evaluate } from '../evaluate.js';
import { GRAMMAR_RULES } from '../signals/grammar.js';
import { RED_FLAG_RULES } from '../signals/red-flags.js';
import type { EvaluationInput, EvaluationResult } from '../types.js';
import { EN_CATALOGUE, EN_TEXTS } from './en.js';
import { HI_CATALOGUE, HI_TEXTS } from './hi.js';
import { type FeedbackMessage, type MessageParam, renderFeedback, renderMessage } from './render.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const QUESTION = {
  question: 'Why do you want to study in the US?',
  visaType: 'F1',
  modelAnswer: 'I want to study computer science at Purdue University because of its research in machine learning.',
  keyPoints: ['name of the university', 'the programme'],
} as const satisfies Omit<EvaluationInput, 'answer'>;
/** The guard's cases, which the corpus (answers with words) barely reaches. */
const EDGE_CASES: EvaluationInput[] = [
  { ...QUESTION, keyPoints: [...QUESTION.keyPoints], answer: '' },
  { ...QUESTION, keyPoints: [...QUESTION.keyPoints], answer: 'sir no idea' },
  { ...QUESTION, keyPoints: [...QUESTION.keyPoints], answer: 'um the of and the' },
  { ...QUESTION, keyPoints: [...QUESTION.keyPoints], answer: 'I want to study computer science at Purdue University', confidence: 0.2 },
  { ...QUESTION, keyPoints: [...QUESTION.keyPoints], answer: 'banana window seven purple running elephant quickly tomorrow' },
];

/** The corpus (every authored answer, which the scoring tests' answers are drawn like) and the guard's cases. */
function results(): EvaluationResult[] {
  return [...loadCorpus().map(toEvaluationInput), ...EDGE_CASES].map(evaluate);
}

/** The parameters that are text (the applicant's quoted words, the question, a suggested wording), anywhere in the tree. */
function wordsIn(message: FeedbackMessage): string[] {
  const inParam = (param: MessageParam): string[] =>
    typeof param === 'string' ? [param] : typeof param === 'number' ? [] : 'list' in param ? param.list.flatMap(inParam) : wordsIn(param);
  return Object.values(message.params ?? {}).flatMap(inParam);
}

/** Every parameter that is a message, anywhere in the tree, to check it is not a quote of the applicant's words. */
function keysIn(message: FeedbackMessage): string[] {
  const inParam = (param: MessageParam): string[] =>
    typeof param === 'string' || typeof param === 'number'
      ? []
      : 'list' in param
        ? param.list.flatMap((item) => (typeof item === 'string' ? [] : keysIn(item)))
        : keysIn(param);
  return [message.key, ...Object.values(message.params ?? {}).flatMap(inParam)];
}

describe("the scorer's feedback as message keys", () => {
  const all = results();

  it('renders in English exactly the texts the scorer returns, for every answer of the corpus and the guard cases', () => {
    expect(all.length).toBeGreaterThan(5000);
    for (const result of all) {
      const messages = result.details.messages;
      expect(messages).toBeDefined();
      if (!messages) continue;
      expect(renderFeedback(messages, EN_CATALOGUE)).toEqual({
        correctness: result.correctness,
        grammar: result.grammar,
        constructive_feedback: result.constructive_feedback,
      });
      if (result.details.guard.message)
        expect(renderMessage(result.details.guard.message, EN_CATALOGUE)).toBe(result.details.guard.explanation);
      for (const flag of result.details.content?.redFlags ?? []) expect(renderMessage(flag.message, EN_CATALOGUE)).toBe(flag.explanation);
      const content = result.details.content;
      if (content) {
        expect(content.coveredMessages?.map((item) => renderMessage(item, EN_CATALOGUE))).toEqual(content.covered);
        expect(content.missingMessages?.map((item) => renderMessage(item, EN_CATALOGUE))).toEqual(content.missing);
      }
    }
  });

  it('renders every result in Hindi with every key and parameter present, keeping the applicant’s words as spoken', () => {
    for (const result of all) {
      const messages = result.details.messages;
      if (!messages) continue;
      const hindi = renderFeedback(messages, HI_CATALOGUE);
      for (const key of ['correctness', 'grammar', 'constructive_feedback'] as const) {
        expect(hindi[key]).toMatch(/[\u0900-\u097F]/);
        for (const message of messages[key]) for (const words of wordsIn(message)) expect(hindi[key]).toContain(words);
      }
    }
  });

  it('has every key in both English and Hindi, with the same parameters', () => {
    expect(Object.keys(HI_TEXTS).sort()).toEqual(Object.keys(EN_TEXTS).sort());
    for (const [key, english] of Object.entries(EN_TEXTS)) {
      const hindi = HI_TEXTS[key] ?? '';
      expect(hindi === '', key).toBe(english === '');
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
  });

  it('names every rule’s text by a key of its own, so no two texts share one', () => {
    const flagIds = RED_FLAG_RULES.map((rule) => rule.id);
    expect(new Set(flagIds).size).toBe(flagIds.length);
    const grammarTexts = new Map<string, string>();
    for (const rule of GRAMMAR_RULES) {
      const key = rule.messageId ?? rule.id;
      expect(grammarTexts.get(key) ?? rule.message, key).toBe(rule.message);
      grammarTexts.set(key, rule.message);
      expect(rule.message.endsWith('.'), key).toBe(true);
    }
  });

  it('uses only keys the catalogues have', () => {
    for (const result of all)
      for (const message of Object.values(result.details.messages ?? {}).flat())
        for (const key of keysIn(message)) expect(EN_TEXTS[key], key).toBeDefined();
  });
});
