import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import type { Database } from '../db/client';
import { presentConsistencyFlags } from '../feedback/present-details';
import { notFound } from '../http/errors';
import { groupByAttempt, presentAnswerRecord, presentAttemptSummary } from './presenters';
import { findOwnedSession, listAttemptQuestions, listAttempts } from './repository';

async function loadOwnedSessionAttempts(db: Database, userId: string, sessionId: string) {
  const session = await findOwnedSession(db, userId, sessionId);
  if (!session) throw notFound(INTERVIEW_MESSAGES.sessionNotFound, 'session_not_found');
  const attempts = await listAttempts(db, [session.id]);
  const questionsByAttempt = groupByAttempt(
    await listAttemptQuestions(
      db,
      attempts.map((attempt) => attempt.id),
    ),
  );
  return { session, attempts, questionsByAttempt };
}

/** Every attempt of a session with each of its questions, the answer given and its feedback. */
export async function getScoreCard(db: Database, userId: string, sessionId: string) {
  const { session, attempts, questionsByAttempt } = await loadOwnedSessionAttempts(db, userId, sessionId);
  return {
    session_id: session.id,
    interview_id: session.interviewId,
    interview_name: session.interviewName,
    child_sessions: attempts.map((attempt) => {
      const questions = questionsByAttempt.get(attempt.id) ?? [];
      return {
        ...presentAttemptSummary(attempt, questions),
        answers: questions.map(presentAnswerRecord),
        consistency_flags: presentConsistencyFlags(attempt.consistencyFlags),
      };
    }),
  };
}

/** The answers actually given in a session, attempt by attempt. */
export async function getUserAnswers(db: Database, userId: string, sessionId: string) {
  const { attempts, questionsByAttempt } = await loadOwnedSessionAttempts(db, userId, sessionId);
  return attempts.flatMap((attempt) =>
    (questionsByAttempt.get(attempt.id) ?? [])
      .filter((question) => question.answer)
      .map((question) => ({ ...presentAnswerRecord(question), child_session_id: attempt.id, retry_count: attempt.attemptNumber })),
  );
}
