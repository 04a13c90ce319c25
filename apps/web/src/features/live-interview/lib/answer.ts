import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Transcript } from '../../../lib/speech/transcript';

export interface AnswerPayload {
  user_answer: string;
  input_method: 'voice' | 'typed';
  confidence?: number;
  duration_seconds: number;
}

/**
 * What is submitted for a question. Typed text wins when there is any (the person chose to type); otherwise the
 * spoken finals, plus an interim phrase the engine never finalised; an empty answer is 'No Idea' (spec §4 step 11).
 * Confidence is the average over the final phrases, sent only for voice answers.
 */
export function buildAnswer(transcript: Transcript, typed: string, elapsedMs: number): AnswerPayload {
  const duration_seconds = Math.min(3_600, Math.max(0, Math.round(elapsedMs / 100) / 10));
  const typedText = typed.trim();
  if (typedText) return { user_answer: typedText, input_method: 'typed', duration_seconds };

  const spoken = [...transcript.finals, transcript.interim].filter(Boolean).join(' ').trim();
  const confidence = transcript.confidences.length
    ? transcript.confidences.reduce((sum, value) => sum + value, 0) / transcript.confidences.length
    : undefined;
  return {
    user_answer: spoken || INTERVIEW_MESSAGES.noIdea,
    input_method: 'voice',
    ...(confidence === undefined ? {} : { confidence: Math.min(1, Math.max(0, confidence)) }),
    duration_seconds,
  };
}
