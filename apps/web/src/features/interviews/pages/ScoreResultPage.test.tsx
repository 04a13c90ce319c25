import { screen, within } from '@testing-library/react';
import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { describe, expect, it, vi } from 'vitest';
import { answerRecord, attempt, SESSION_ID, scoreCardAnswer } from '../../../testing/api-answers';
import { type ApiReply, apiError, fakeApi } from '../../../testing/fake-api';
import { renderRoute, signIn } from '../../../testing/render-route';
import { encodeId } from '../lib/url-ids';

const INTERVIEW = 'F1 Student Visa Interview';
const SECOND_QUESTION = answerRecord({
  answer_id: 'a1b2c3d4-0000-4000-8000-000000000002',
  question_id: 102,
  position: 2,
  question: 'Who is paying for your studies?',
  user_answer: 'My father is paying from his savings and a bank loan.',
  model_answer: 'My father, a civil engineer, pays from savings of 40 lakh and an education loan.',
  predicted_feedback: {
    correctness: 'Names the sponsor and the sources.',
    grammar: 'Correct.',
    constructive_feedback: 'Give the amounts and show the documents.',
    score: 6,
  },
  answered_at: '2026-03-05T10:07:00.000Z',
});
const FIRST_ATTEMPT = attempt({ answers: [answerRecord(), SECOND_QUESTION], total_questions: 2, answered_questions: 2 });
const SECOND_ATTEMPT = attempt({
  child_session_id: '9c1e2f00-0000-4000-8000-000000000002',
  retry_count: 2,
  answers: [
    answerRecord({
      answer_id: 'a1b2c3d4-0000-4000-8000-000000000003',
      user_answer: 'For its labs.',
      predicted_feedback: { correctness: 'Too short.', grammar: 'Correct.', constructive_feedback: 'Name the labs.', score: 4 },
    }),
  ],
});

function openResult(attemptNumber: number, reply: ApiReply | (() => Promise<ApiReply>)) {
  const api = fakeApi().on('GET /get-score-card/*', reply);
  signIn();
  const { user } = renderRoute('/scoreresult/:id/:num/:num2', `/scoreresult/${encodeId(SESSION_ID)}/${encodeId(1)}/${attemptNumber}`);
  return { api, user };
}

/** The definition list of the selected question: term → its text. */
function details(): Record<string, string> {
  const detail = screen.getByRole('article');
  const terms = within(detail).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent?.trim() ?? '']));
}

describe('Result view (/scoreresult/{session}/{interview}/{attempt})', () => {
  it("shows the attempt's questions, the selected answer's score out of 10, feedback, model answer and en-US answer time", async () => {
    const { api } = openResult(1, { body: scoreCardAnswer([FIRST_ATTEMPT]) });

    expect(await screen.findByRole('heading', { level: 2, name: answerRecord().question })).toBeInTheDocument();
    expect(api.callsTo('GET /get-score-card/*').map((call) => call.path)).toEqual([`/get-score-card/${SESSION_ID}`]);
    const questions = within(screen.getByRole('navigation', { name: 'Questions' })).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual([`Q1. ${answerRecord().question}`, `Q2. ${SECOND_QUESTION.question}`]);
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(details()).toMatchObject({
      'Your answer': answerRecord().user_answer,
      'Model answer': answerRecord().model_answer,
      Correctness: 'Names the university and the programme.',
      Grammar: 'Clear and correct.',
      'Constructive feedback': 'Say what you will do after you graduate.',
    });
    expect(details()['Answered at']).toMatch(/^Mar 5, 2026, \d{1,2}:\d{2}\s(AM|PM)$/);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: INTERVIEW })).toHaveAttribute('href', `/scorecard/${encodeId(INTERVIEW)}`);
    expect(within(breadcrumb).getByText('Test result — Attempt 1')).toHaveAttribute('aria-current', 'page');
    // Every answer has its feedback: nothing to ask the server for.
    expect(api.callsTo('POST /ai/question_feed')).toEqual([]);
    expect(screen.queryByText(INTERVIEW_MESSAGES.feedbackPending)).toBeNull();
  });

  it('reads the model answer aloud in a British English voice at rate 1, and a second press stops it', async () => {
    // The browser's speech synthesis, which happy-dom does not have: what the page asked it to say is kept.
    const british = { lang: 'en-GB', name: 'Daniel' };
    const spoken: Array<{ text: string; lang: string; rate: number; voice: unknown }> = [];
    let cancelled = 0;
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 0;
        voice: unknown = null;
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US', name: 'Samantha' }, british],
      speak: (utterance: (typeof spoken)[number]) => spoken.push(utterance),
      cancel: () => {
        cancelled += 1;
      },
    });
    const { user } = openResult(1, { body: scoreCardAnswer([FIRST_ATTEMPT]) });

    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));

    expect(spoken).toEqual([expect.objectContaining({ text: answerRecord().model_answer, lang: 'en-GB', rate: 1, voice: british })]);
    const stop = screen.getByRole('button', { name: 'Stop reading' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    const cancelsBefore = cancelled;
    await user.click(stop);
    expect(cancelled).toBe(cancelsBefore + 1);
    expect(spoken).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between questions and between attempts', async () => {
    const { user } = openResult(1, { body: scoreCardAnswer([FIRST_ATTEMPT, SECOND_ATTEMPT]) });
    await screen.findByRole('heading', { level: 2, name: answerRecord().question });

    await user.click(screen.getByRole('button', { name: `Q2. ${SECOND_QUESTION.question}` }));
    expect(screen.getByRole('heading', { level: 2, name: SECOND_QUESTION.question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Q2. ${SECOND_QUESTION.question}` })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('6/10')).toBeInTheDocument();

    const attempts = screen.getByRole('navigation', { name: 'Attempts' });
    expect(within(attempts).getByRole('button', { name: 'Attempt 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(attempts).getByRole('button', { name: 'Attempt 2' }));
    expect(within(attempts).getByRole('button', { name: 'Attempt 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(details()['Your answer']).toBe('For its labs.');
    expect(screen.getByText('4/10')).toBeInTheDocument();
  });

  it('disables the tab of a third attempt that is not completed', async () => {
    const third = attempt({ child_session_id: '9c1e2f00-0000-4000-8000-000000000003', retry_count: 3, status: 'in progress' });
    openResult(1, { body: scoreCardAnswer([FIRST_ATTEMPT, SECOND_ATTEMPT, third]) });

    const attempts = await screen.findByRole('navigation', { name: 'Attempts' });
    expect(within(attempts).getByRole('button', { name: 'Attempt 2' })).toBeEnabled();
    expect(within(attempts).getByRole('button', { name: 'Attempt 3' })).toBeDisabled();
  });

  it("says 'No data available for Attempt {n}' for an attempt the session does not have", async () => {
    openResult(3, { body: scoreCardAnswer([FIRST_ATTEMPT, SECOND_ATTEMPT]) });

    expect(await screen.findByText('No data available for Attempt 3')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks once per attempt for missing feedback, says to wait 5-10 minutes, and Refresh reads the scorecard again', async () => {
    const waiting = attempt({ answers: [answerRecord({ predicted_feedback: null, feedback_status: 'pending' })] });
    let scored = false;
    const { api, user } = openResult(1, () =>
      Promise.resolve({ body: scoreCardAnswer([scored ? FIRST_ATTEMPT : waiting, SECOND_ATTEMPT]) }),
    );
    api.on('POST /ai/question_feed', { body: { status: 'success', message: INTERVIEW_MESSAGES.feedbackQueued } });

    expect(await screen.findByText(INTERVIEW_MESSAGES.feedbackPending)).toBeInTheDocument();
    expect(screen.getByText('–/10')).toBeInTheDocument();
    expect(api.callsTo('POST /ai/question_feed').map((call) => call.body)).toEqual([
      { session_id: SESSION_ID, child_session_id: waiting.child_session_id },
    ]);

    // Looking at another attempt and coming back does not ask again.
    const attempts = screen.getByRole('navigation', { name: 'Attempts' });
    await user.click(within(attempts).getByRole('button', { name: 'Attempt 2' }));
    expect(screen.queryByText(INTERVIEW_MESSAGES.feedbackPending)).toBeNull();
    await user.click(within(attempts).getByRole('button', { name: 'Attempt 1' }));
    expect(screen.getByText(INTERVIEW_MESSAGES.feedbackPending)).toBeInTheDocument();
    expect(api.callsTo('POST /ai/question_feed')).toHaveLength(1);

    scored = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('8/10')).toBeInTheDocument();
    expect(screen.queryByText(INTERVIEW_MESSAGES.feedbackPending)).toBeNull();
    expect(api.callsTo('GET /get-score-card/*')).toHaveLength(2);
    expect(api.callsTo('POST /ai/question_feed')).toHaveLength(1);
  });

  it('says so when no question of the attempt was answered', async () => {
    openResult(1, {
      body: scoreCardAnswer([
        attempt({ answers: [answerRecord({ answer_id: null, answered_at: null, predicted_feedback: null, user_answer: '' })] }),
      ]),
    });

    expect(await screen.findByText('You have not Answered any Question Yet! Please Attempt the Interview again.')).toBeInTheDocument();
    expect(details()['Answered at']).toBe('Not answered');
  });

  it("shows the loading state, then 'No data available' when the scorecard cannot be read", async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    openResult(1, () => new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('heading', { level: 1, name: 'Result' });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(apiError(404, 'not_found', INTERVIEW_MESSAGES.sessionNotFound));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
