import type { PracticeAttempt, PracticeQuestionDetail, PracticeQuestionSummary, PracticeUsage } from '@visaready/shared/schemas/practice';
import { presentFeedbackDetails } from '../feedback/present-details';
import type { BankQuestionRow } from '../interviews/repository';
import type { PracticeAllowance } from './allowance';
import type { PracticeAnswerRow } from './repository';

export function presentUsage(allowance: PracticeAllowance): PracticeUsage {
  return {
    plan: allowance.plan,
    used: allowance.used,
    limit: allowance.limit,
    remaining: allowance.remaining,
    resets_at: allowance.resetsAt.toISOString(),
  };
}

export function presentQuestion(question: BankQuestionRow): PracticeQuestionDetail['question'] {
  return {
    question_id: question.id,
    visa_type: question.visaType,
    category: question.category,
    text: question.text,
    key_point_count: question.keyPoints.length,
  };
}

export function presentSummary(
  question: BankQuestionRow,
  stats: { attempts: number; best: number | null; latest: number | null },
): PracticeQuestionSummary {
  return { ...presentQuestion(question), attempts: stats.attempts, best_score: stats.best, latest_score: stats.latest };
}

/** The best answer: highest score, then fewer hints, then the earlier one. */
function bestAnswerId(answers: PracticeAnswerRow[]): string | undefined {
  let best: PracticeAnswerRow | undefined;
  for (const answer of answers) {
    if (!best || answer.score > best.score || (answer.score === best.score && answer.hintsUsed < best.hintsUsed)) best = answer;
  }
  return best?.id;
}

export function presentAttempts(answers: PracticeAnswerRow[]): PracticeAttempt[] {
  const best = bestAnswerId(answers);
  return answers.map((answer, index) => ({
    answer_id: answer.id,
    attempt_number: index + 1,
    answered_at: answer.createdAt.toISOString(),
    input_method: answer.inputMethod === 'voice' ? 'voice' : 'typed',
    transcript: answer.transcript,
    corrected_transcript: answer.correctedTranscript,
    score: answer.score,
    predicted_feedback: answer.predictedFeedback,
    feedback_details: presentFeedbackDetails(answer.feedbackDetails),
    scored_by: answer.scoredBy,
    hints_used: answer.hintsUsed,
    is_best: answer.id === best,
  }));
}

export function presentDetail(
  question: BankQuestionRow,
  hintIndexes: number[],
  answers: PracticeAnswerRow[],
  allowance: PracticeAllowance,
): PracticeQuestionDetail {
  return {
    question: presentQuestion(question),
    hints: hintIndexes.map((index) => question.keyPoints[index]).filter((hint): hint is string => hint !== undefined),
    attempts: presentAttempts(answers),
    model_answer: answers.length > 0 ? question.modelAnswer : null,
    usage: presentUsage(allowance),
  };
}
