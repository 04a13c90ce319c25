/** Reading evaluation items shaped like shared/eval/dev.jsonl. */
import type { EvaluationInput } from './types.js';

export interface EvalItem {
  id: string;
  visa_type: string;
  category: string;
  question: string;
  model_answer: string;
  key_points: string[];
  answer: string;
  duration_s?: number | null;
  /** `spoken` (default) or `typed`. */
  input?: 'spoken' | 'typed';
  /** The question's id in the training corpus; cross-validation folds never split a question. */
  qid?: string;
  /** A batch written to teach the classifiers hard cases, so its mix of scores is not the natural one. */
  targeted?: boolean;
  confidence?: number;
  reference_score?: number;
  rater2_score?: number;
  cap?: number;
}

export function parseJsonl(text: string): EvalItem[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, index) => {
      try {
        return JSON.parse(line) as EvalItem;
      } catch {
        throw new Error(`line ${index + 1} is not valid JSON`);
      }
    });
}

export function toEvaluationInput(item: EvalItem): EvaluationInput {
  return {
    visaType: item.visa_type,
    question: item.question,
    modelAnswer: item.model_answer,
    keyPoints: item.key_points ?? [],
    answer: item.answer ?? '',
    ...(typeof item.duration_s === 'number' ? { durationSeconds: item.duration_s } : {}),
    ...(item.input === 'typed' ? { inputMethod: 'typed' as const } : {}),
    ...(item.confidence !== undefined ? { confidence: item.confidence } : {}),
  };
}
