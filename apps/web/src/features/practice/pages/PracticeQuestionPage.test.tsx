import { screen, within } from '@testing-library/react';
import {
  PRACTICE_MESSAGES,
  type PracticeAttempt,
  type PracticeQuestionDetail,
  practiceAnswerResponseSchema,
  practiceMessage,
  practiceQuestionResponseSchema,
} from '@visaready/shared/schemas/practice';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderRoute, signIn } from '../../../testing/render-route';

const QUESTION_ID = 7;
const QUESTION = 'Why do you want to study in the United States?';
const ANSWER_ID = '5b4f7a52-0000-4000-8000-000000000001';

/** A practice question as GET /practice/questions/:id answers it, checked against the route's response schema. */
function detail(overrides: Partial<PracticeQuestionDetail> = {}) {
  return practiceQuestionResponseSchema.parse({
    status: 'success',
    data: {
      question: { question_id: QUESTION_ID, visa_type: 'F1', category: 'study-plans', text: QUESTION, key_point_count: 4 },
      hints: [],
      attempts: [],
      model_answer: null,
      usage: { plan: 'paid', used: 1, limit: 40, remaining: 39, resets_at: '2026-11-28T00:00:00.000Z' },
      ...overrides,
    },
  });
}

function attempt(overrides: Partial<PracticeAttempt> = {}): PracticeAttempt {
  return {
    answer_id: ANSWER_ID,
    attempt_number: 1,
    answered_at: '2026-11-27T10:00:00.000Z',
    input_method: 'typed',
    transcript: 'I want to study in America.',
    corrected_transcript: 'I want to do my MS in Computer Science in America.',
    score: 6,
    predicted_feedback: { correctness: 'Names the course.', grammar: 'Correct.', constructive_feedback: 'Name the university.', score: 6 },
    feedback_details: null,
    scored_by: 'local',
    hints_used: 1,
    is_best: true,
    ...overrides,
  };
}

function openQuestion() {
  const api = fakeApi().on('GET /practice/questions/7', { body: detail() });
  signIn();
  const { user } = renderRoute('/practice/question/:questionId', `/practice/question/${QUESTION_ID}`);
  return { api, user };
}

describe('Practice question (/practice/question/:questionId)', () => {
  it('checks the typed answer before review, with the shared message, and sends nothing', async () => {
    const { api, user } = openQuestion();
    await screen.findByRole('heading', { name: QUESTION });

    await user.click(screen.getByRole('button', { name: 'Review typed answer' }));

    expect(await screen.findByText(PRACTICE_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /type your answer/i })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /practice/answers')).toEqual([]);
  });

  it('runs no timer until it is switched on', async () => {
    const { user } = openQuestion();
    await screen.findByRole('heading', { name: QUESTION });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Time my answer (1 minute)' }));

    expect(screen.getByRole('timer')).toHaveTextContent('1:00 left');
  });

  it('sends what was typed as the transcript and the edited text as its correction, then shows the score with its hints', async () => {
    const { api, user } = openQuestion();
    api.on('POST /practice/answers', {
      body: practiceAnswerResponseSchema.parse({
        status: 'success',
        data: { ...detail({ attempts: [attempt()], model_answer: 'I want to do my MS at UT Dallas.' }).data, answer_id: ANSWER_ID },
      }),
    });
    await screen.findByRole('heading', { name: QUESTION });

    await user.type(screen.getByRole('textbox', { name: /type your answer/i }), 'I want to study in America.');
    await user.click(screen.getByRole('button', { name: 'Review typed answer' }));
    const review = await screen.findByRole('textbox', { name: 'Answer to score' });
    expect(review).toHaveValue('I want to study in America.');
    await user.clear(review);
    await user.type(review, 'I want to do my MS in Computer Science in America.');
    await user.click(screen.getByRole('button', { name: 'Score my answer' }));

    expect(await screen.findByRole('heading', { name: 'Attempt 1: 6/10 with 1 hint' })).toHaveFocus();
    expect(api.callsTo('POST /practice/answers').map((call) => call.body)).toEqual([
      expect.objectContaining({
        question_id: QUESTION_ID,
        transcript: 'I want to study in America.',
        corrected_transcript: 'I want to do my MS in Computer Science in America.',
        input_method: 'typed',
      }),
    ]);
    const card = within(screen.getByRole('region', { name: 'Attempts side by side' })).getByRole('article');
    expect(within(card).getByText('Best')).toBeInTheDocument();
    expect(within(card).getByText('As first typed')).toBeInTheDocument();
  });

  it("keeps the answer and says why when the day's allowance is used", async () => {
    const { api, user } = openQuestion();
    const message = practiceMessage(PRACTICE_MESSAGES.dailyLimitReached, 40);
    api.on('POST /practice/answers', apiError(429, 'practice_limit_reached', message));
    await screen.findByRole('heading', { name: QUESTION });

    await user.type(screen.getByRole('textbox', { name: /type your answer/i }), 'My father is sponsoring me.');
    await user.click(screen.getByRole('button', { name: 'Review typed answer' }));
    await user.click(await screen.findByRole('button', { name: 'Score my answer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Answer to score' })).toHaveValue('My father is sponsoring me.');
  });

  it('offers the plans to a user without one', async () => {
    fakeApi().on('GET /practice/questions/7', apiError(403, 'practice_needs_subscription', PRACTICE_MESSAGES.noSubscription));
    signIn();
    renderRoute('/practice/question/:questionId', `/practice/question/${QUESTION_ID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_MESSAGES.noSubscription);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
  });
});
