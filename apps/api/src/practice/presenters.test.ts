import { describe, expect, it } from 'vitest';
import { presentAttempts } from './presenters';
import type { PracticeAnswerRow } from './repository';

function answer(id: string, score: number, hintsUsed: number, minute: number): PracticeAnswerRow {
  return {
    id,
    userId: 'u',
    questionId: 1,
    inputMethod: 'typed',
    transcript: `answer ${id}`,
    correctedTranscript: null,
    durationSeconds: null,
    transcriptConfidence: null,
    hintsUsed,
    score,
    predictedFeedback: { correctness: '', grammar: '', constructive_feedback: '', score },
    feedbackDetails: {},
    scoredBy: 'local',
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, minute)),
  };
}

const best = (rows: PracticeAnswerRow[]) =>
  presentAttempts(rows)
    .filter((attempt) => attempt.is_best)
    .map((attempt) => attempt.answer_id);

describe('the best practice attempt', () => {
  it('is the highest score, numbered in order', () => {
    const attempts = presentAttempts([answer('a', 4, 0, 1), answer('b', 8, 0, 2), answer('c', 6, 0, 3)]);
    expect(attempts.map((attempt) => [attempt.attempt_number, attempt.is_best])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('on a tie, is the one helped by fewer hints, then the earlier one', () => {
    expect(best([answer('a', 7, 2, 1), answer('b', 7, 0, 2)])).toEqual(['b']);
    expect(best([answer('a', 7, 1, 1), answer('b', 7, 1, 2)])).toEqual(['a']);
  });

  it('does not exist before the first answer', () => {
    expect(presentAttempts([])).toEqual([]);
  });
});
