import { screen, within } from '@testing-library/react';
import { INTERVIEW_MESSAGES } from '@visaready/shared/schemas/interviews';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { session, userSessionsAnswer } from '../../../testing/api-answers';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { navigatedTo, renderRoute, signIn } from '../../../testing/render-route';
import { findToast } from '../../../testing/toasts';
import { encodeId } from '../lib/url-ids';

const INTERVIEW = 'F1 Student Visa Interview';
const id = (n: number) => `5f0d8a52-1c1e-4a77-8d7e-2a3c4b5d6e0${n}`;
const attemptSummary = (n: number, status: string) => ({
  child_session_id: `9c1e2f00-0000-4000-8000-00000000000${n}`,
  retry_count: n,
  status,
  total_questions: 10,
  answered_questions: status === 'completed' ? 10 : 4,
  start_date: '2026-03-05T10:00:00.000Z',
  completed_at: status === 'completed' ? '2026-03-05T10:20:00.000Z' : null,
});

/** One session in each state of spec 001 §4 'Session status and attempts', in the order they were started. */
const COMPLETED_ONCE = session({ session_id: id(1), retrycount: 1, child_sessions: [attemptSummary(1, 'completed')] });
const COMPLETED_THRICE = session({
  session_id: id(2),
  retrycount: 3,
  start_date: '2026-03-12T09:00:00.000Z',
  child_sessions: [attemptSummary(1, 'completed'), attemptSummary(2, 'completed'), attemptSummary(3, 'completed')],
});
const IN_PROGRESS_FIRST = session({
  session_id: id(3),
  status: 'in progress',
  retrycount: 1,
  answered_questions: 4,
  start_date: '2026-04-01T08:30:00.000Z',
  last_in_progress_child_session_id: attemptSummary(1, 'in progress').child_session_id,
  child_sessions: [attemptSummary(1, 'in progress')],
});
const IN_PROGRESS_RETEST = session({
  session_id: id(4),
  status: 'in progress',
  retrycount: 2,
  answered_questions: 4,
  start_date: '2026-04-02T08:30:00.000Z',
  last_in_progress_child_session_id: attemptSummary(2, 'in progress').child_session_id,
  child_sessions: [attemptSummary(1, 'completed'), attemptSummary(2, 'in progress')],
});
const OTHER_INTERVIEW = session({ session_id: id(5), interview_id: 2, interview_name: 'B1/B2 Visitor Visa Interview' });

async function openAttempts(sessions = [COMPLETED_ONCE, COMPLETED_THRICE, IN_PROGRESS_FIRST, IN_PROGRESS_RETEST, OTHER_INTERVIEW]) {
  const api = fakeApi().on('GET /user-sessions', { body: userSessionsAnswer(sessions) });
  signIn();
  const { user } = renderRoute('/scorecard/:id', `/scorecard/${encodeId(INTERVIEW)}`);
  await screen.findByRole('heading', { level: 1, name: INTERVIEW });
  return { api, user };
}

/** The row of Test-n. */
async function testRow(n: number): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: `Test-${n}` });
  return header.closest('tr') as HTMLElement;
}

const actionsOf = (row: HTMLElement) =>
  within(within(row).getAllByRole('cell').at(-1) as HTMLElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Attempts screen (/scorecard/{encoded interview name})', () => {
  it("lists this interview's tests with the actions each state allows", async () => {
    await openAttempts();

    const rows = [await testRow(1), await testRow(2), await testRow(3), await testRow(4)];
    expect(screen.queryByRole('rowheader', { name: 'Test-5' })).toBeNull();
    expect(rows.map(actionsOf)).toEqual([['Retest 1/3', 'View Result'], ['View Result'], ['Resume'], ['Resume', 'View Result']]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Completed', '10', '10', 'Mar 5, 2026', 'Retest 1/3View Result']);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['In Progress', '10', '4', 'Apr 1, 2026']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'My Scores', INTERVIEW]);
  });

  it('retests: starts the next attempt, hands it to the live interview and opens the plain instructions link', async () => {
    const { api, user } = await openAttempts();
    api.on('POST /retrysession', {
      body: { status: 'success', session_id: id(1), child_session_id: '9c1e2f00-0000-4000-8000-0000000000aa', retry_count: 2 },
    });

    await user.click(within(await testRow(1)).getByRole('button', { name: 'Retest 1/3' }));

    expect(await navigatedTo()).toBe('/instructions/1/10');
    expect(api.callsTo('POST /retrysession').map((call) => call.body)).toEqual([{ interview_id: 1, session_id: id(1) }]);
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBe(id(1));
    expect(localStorage.getItem(STORAGE_KEYS.childSessionId)).toBe('9c1e2f00-0000-4000-8000-0000000000aa');
    expect(localStorage.getItem(STORAGE_KEYS.selectedAttempt)).toBe('2');
    // The list is read again: the retest added an attempt.
    expect(api.callsTo('GET /user-sessions')).toHaveLength(2);
  });

  it("toasts the server's refusal of a retest, or 'Failed to fetch Retry.' when the network fails", async () => {
    const { api, user } = await openAttempts();
    api.on('POST /retrysession', apiError(409, 'attempt_in_progress', INTERVIEW_MESSAGES.attemptInProgress));
    const retest = within(await testRow(1)).getByRole('button', { name: 'Retest 1/3' });

    await user.click(retest);
    await findToast(INTERVIEW_MESSAGES.attemptInProgress);
    expect(retest).toBeEnabled();

    api.on('POST /retrysession', 'network-error');
    await user.click(retest);
    await findToast('Failed to fetch Retry.');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.childSessionId)).toBeNull();
  });

  it('resumes: remembers the attempt in progress, shows the preparation dialog, and Start Interview goes to /Question', async () => {
    const { user } = await openAttempts();

    await user.click(within(await testRow(4)).getByRole('button', { name: 'Resume' }));

    const dialog = await screen.findByRole('dialog', { name: 'Interview Preparation' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBe(id(4));
    expect(localStorage.getItem(STORAGE_KEYS.childSessionId)).toBe(attemptSummary(2, 'in progress').child_session_id);
    expect(localStorage.getItem(STORAGE_KEYS.selectedAttempt)).toBe('2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(await testRow(4)).getByRole('button', { name: 'Resume' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start Interview' }));
    expect(await navigatedTo()).toBe('/Question');
  });

  it("views the result of the session's last completed attempt", async () => {
    const { user } = await openAttempts();

    await user.click(within(await testRow(4)).getByRole('button', { name: 'View Result' }));

    expect(await navigatedTo()).toBe(`/scoreresult/${encodeId(id(4))}/${encodeId(1)}/1`);
  });

  it('says so when this interview has no tests', async () => {
    await openAttempts([OTHER_INTERVIEW]);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading state, then the error state when the list cannot be read', async () => {
    let answer: (reply: ReturnType<typeof apiError>) => void = () => undefined;
    fakeApi().on('GET /user-sessions', () => new Promise((resolve) => (answer = resolve)));
    signIn();
    renderRoute('/scorecard/:id', `/scorecard/${encodeId(INTERVIEW)}`);
    await screen.findByRole('heading', { level: 1, name: INTERVIEW });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(apiError(403, 'forbidden', 'Not allowed.'));
    expect(await screen.findByText('Failed to fetch interviews.')).toBeInTheDocument();
  });
});
