import {
  INTERVIEW_MESSAGES,
  type AnswerRecord,
  type Interview,
  type QuestionWithAnswer,
  type Session,
} from '@visaready/shared/schemas/interviews';
import { presentFeedbackDetails } from '../feedback/present-details';
import type {
  AttemptProgress,
  AttemptQuestionRow,
  AttemptRow,
  AttemptSummaryRow,
  CatalogueInterviewRow,
  SessionSummaryRow,
} from './repository';

export function presentInterview(interview: CatalogueInterviewRow, licence: { total: number; remaining: number } | undefined): Interview {
  return {
    interview_id: interview.id,
    interview_name: interview.name,
    interview_description: interview.description,
    visa_type: interview.visaType,
    num_questions: interview.numQuestions,
    subscription_info: { total_purchases: licence?.total ?? 0, remaining_tests_for_user: licence?.remaining ?? 0 },
  };
}

function presentAttemptCounts(attempt: AttemptSummaryRow, totalQuestions: number, answeredQuestions: number) {
  return {
    child_session_id: attempt.id,
    retry_count: attempt.attemptNumber,
    status: attempt.status,
    total_questions: totalQuestions,
    answered_questions: answeredQuestions,
    start_date: attempt.createdAt.toISOString(),
    completed_at: attempt.completedAt?.toISOString() ?? null,
  };
}

export function presentAttemptSummary(attempt: AttemptRow, questions: AttemptQuestionRow[]) {
  return presentAttemptCounts(attempt, questions.length, questions.filter((question) => question.answer).length);
}

/** A session as the attempts screen reads it: its latest attempt decides status and answered count. */
export function presentSession(session: SessionSummaryRow, attempts: AttemptProgress[]): Session {
  const summaries = attempts.map((entry) => presentAttemptCounts(entry.attempt, entry.totalQuestions, entry.answeredQuestions));
  const latest = summaries.at(-1);
  const scoreSum = attempts.reduce((sum, entry) => sum + entry.scoreSum, 0);
  const scoreCount = attempts.reduce((count, entry) => count + entry.scoreCount, 0);
  const inProgress = summaries.filter((attempt) => attempt.status !== 'completed').at(-1);
  return {
    session_id: session.id,
    interview_id: session.interviewId,
    interview_name: session.interviewName,
    status: latest?.status ?? session.status,
    total_questions: latest?.total_questions ?? 0,
    answered_questions: latest?.answered_questions ?? 0,
    start_date: session.createdAt.toISOString(),
    retrycount: attempts.length,
    average_predicted_score: scoreCount > 0 ? Math.round((scoreSum / scoreCount) * 10) / 10 : null,
    last_in_progress_child_session_id: inProgress?.child_session_id ?? null,
    child_sessions: summaries,
  };
}

export function presentAnswerRecord(question: AttemptQuestionRow): AnswerRecord {
  const answer = question.answer;
  const userAnswer = answer?.userAnswer.trim() ? answer.userAnswer : INTERVIEW_MESSAGES.noAnswer;
  return {
    answer_id: answer?.id ?? null,
    question_id: question.questionId,
    position: question.position,
    question: question.text,
    user_answer: userAnswer,
    model_answer: question.modelAnswer,
    predicted_feedback: answer?.predictedFeedback ?? null,
    feedback_status: answer ? answer.feedbackStatus : 'not answered',
    answered_at: answer?.answeredAt.toISOString() ?? null,
    feedback_details: presentFeedbackDetails(answer?.feedbackDetails),
    scored_by: answer?.scoredBy ?? null,
    disputed: answer?.disputed ?? false,
  };
}

export function groupByAttempt(rows: AttemptQuestionRow[]): Map<string, AttemptQuestionRow[]> {
  const grouped = new Map<string, AttemptQuestionRow[]>();
  for (const row of rows) {
    const list = grouped.get(row.attemptId) ?? [];
    list.push(row);
    grouped.set(row.attemptId, list);
  }
  return grouped;
}

export function presentQuestionWithAnswer(
  question: Pick<AttemptQuestionRow, 'questionId' | 'position' | 'category' | 'text' | 'modelAnswer'>,
): QuestionWithAnswer {
  return {
    question_id: question.questionId,
    position: question.position,
    category: question.category,
    question: question.text,
    model_answer: question.modelAnswer,
  };
}
