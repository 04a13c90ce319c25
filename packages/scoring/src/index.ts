export { evaluate } from './evaluate.js';
export { createLlmScorer, RESULT_SCHEMA, type LlmScorer, type LlmScorerOptions } from './llm.js';
export { parseJsonl, toEvaluationInput, type EvalItem } from './dataset.js';
export type * from './types.js';
export { extractFacts, findContradictions, type AnswerForConsistency, type ConsistencyFlag, type StatedFact } from './consistency.js';
export { EN_CATALOGUE } from './messages/en.js';
export {
  renderFeedback,
  renderMessage,
  type Catalogue,
  type FeedbackMessage,
  type FeedbackMessages,
  type MessageParam,
} from './messages/render.js';
