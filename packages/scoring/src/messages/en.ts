/**
 * The English catalogue of the scorer's messages: the texts the API has always returned, assembled from where
 * they are written (the templates, the fact kinds, the red-flag and grammar rules), never retyped.
 */
import { GRAMMAR_RULES } from '../signals/grammar.js';
import { KIND_LABELS, KIND_REQUESTS } from '../signals/fact-kinds.js';
import { AFFIRMED_EXPLANATIONS, NUMERIC_EXPLANATIONS, RED_FLAG_RULES } from '../signals/red-flags.js';
import { FEEDBACK_TEXTS, RED_FLAG_ADVICE, RISK_EXPLANATIONS } from './feedback-texts.js';
import type { Catalogue } from './render.js';

const prefixed = (prefix: string, texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));

export const EN_TEXTS: Readonly<Record<string, string>> = {
  ...FEEDBACK_TEXTS,
  ...prefixed('advice', RED_FLAG_ADVICE),
  ...prefixed('risk', RISK_EXPLANATIONS),
  ...prefixed('kind.label', KIND_LABELS),
  ...prefixed('kind.request', KIND_REQUESTS),
  ...prefixed('redFlag.rule', Object.fromEntries(RED_FLAG_RULES.map((rule) => [rule.id, rule.explanation]))),
  ...prefixed('redFlag.rule', NUMERIC_EXPLANATIONS),
  ...prefixed('redFlag.rule', AFFIRMED_EXPLANATIONS),
  // Quoted inside a sentence, so without its full stop; grammar.ruleSentence adds it back where it stands alone.
  ...prefixed(
    'grammar.rule',
    Object.fromEntries(GRAMMAR_RULES.map((rule) => [rule.messageId ?? rule.id, rule.message.replace(/\.$/, '')])),
  ),
};

export const EN_CATALOGUE: Catalogue = { texts: EN_TEXTS, and: 'and' };
