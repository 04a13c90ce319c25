import type { AdminUserDetail } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { useRevokeSessions } from '../api/revoke-sessions';
import { useSetUserActive } from '../api/set-user-active';
import { useUser } from '../api/user-detail';
import { formatDateTime, formatRupees } from '../lib/format';
import { ConfirmDialog } from './ConfirmDialog';
import { AdminTable } from './AdminTable';
import { DetailPanel } from './DetailPanel';
import { Fact } from './Fact';
import { QueryState } from './QueryState';

type Action = 'revoke' | 'deactivate' | 'reactivate';

const CONFIRM: Record<Action, { title: string; label: string; text: (name: string) => string }> = {
  revoke: {
    title: 'Revoke sessions?',
    label: 'Revoke sessions',
    text: (name) => `${name} will be signed out on every device and must sign in again.`,
  },
  deactivate: {
    title: 'Deactivate this user?',
    label: 'Deactivate',
    text: (name) => `${name} will be signed out everywhere and cannot sign in until reactivated.`,
  },
  reactivate: { title: 'Reactivate this user?', label: 'Reactivate', text: (name) => `${name} will be able to sign in again.` },
};

const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'The action failed. Please try again.');

function Facts({ user }: { user: AdminUserDetail }) {
  return (
    <dl className="admin-facts">
      <Fact term="E-mail">{user.email}</Fact>
      <Fact term="Mobile">{user.mobile_number ?? '—'}</Fact>
      <Fact term="Role">{user.role}</Fact>
      <Fact term="Status">
        <span className={`admin-badge admin-badge--${user.status}`}>{user.status}</span>
      </Fact>
      <Fact term="Signs in with">{user.sso ? 'Google' : 'E-mail and password'}</Fact>
      <Fact term="Joined">{formatDateTime(user.created_at)}</Fact>
      <Fact term="Last sign-in">{formatDateTime(user.last_login_at)}</Fact>
    </dl>
  );
}

/** One user: facts, subscriptions, attempts with each answer's score, and the account actions. */
export function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const user = useUser(userId);
  const revoke = useRevokeSessions();
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const data = user.data;

  const run = async (action: Action) => {
    try {
      const response =
        action === 'revoke' ? await revoke.mutateAsync(userId) : await setActive.mutateAsync({ userId, active: action === 'reactivate' });
      toast.success(response.message);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <DetailPanel id={userId} title={data?.full_name ?? 'User'} closeLabel="user details" onClose={onClose}>
      <QueryState loading={user.isPending} error={user.error} />
      {data && (
        <>
          <Facts user={data} />
          <div className="admin-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming('revoke')}>
              Revoke sessions
            </button>
            {data.status === 'active' ? (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming('deactivate')}>
                Deactivate
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => setConfirming('reactivate')}>
                Reactivate
              </button>
            )}
          </div>

          <AdminTable
            caption="Subscriptions"
            columns={['Order', 'Plan', 'Status', 'Amount', 'Purchased', 'Expires', 'Tests left']}
            rows={data.subscriptions}
            empty="No subscriptions."
            row={(subscription) => (
              <tr key={subscription.order_id}>
                <th scope="row" className="admin-code">
                  {subscription.order_id}
                </th>
                <td>{subscription.plan_name}</td>
                <td>{subscription.status}</td>
                <td>{formatRupees(subscription.amount)}</td>
                <td>{formatDateTime(subscription.created_at)}</td>
                <td>{formatDateTime(subscription.expiry_date)}</td>
                <td>{subscription.remaining_tests}</td>
              </tr>
            )}
          />

          <h4>Attempts and scores</h4>
          {data.attempts.length === 0 && <p className="admin-note">No attempts yet.</p>}
          {data.attempts.map((attempt) => (
            <details key={attempt.attempt_id} className="admin-attempt">
              <summary>
                {attempt.interview_name}, attempt {attempt.attempt_number}: {attempt.status}, started {formatDateTime(attempt.started_at)}
                {attempt.average_score !== null && `, average ${attempt.average_score}/10`}
              </summary>
              <AdminTable
                caption={`Scores of ${attempt.interview_name}, attempt ${attempt.attempt_number}`}
                columns={['Question', 'Score', 'Feedback', 'Disputed']}
                rows={attempt.answers}
                empty="No answers."
                row={(answer) => (
                  <tr key={answer.answer_id}>
                    <th scope="row">{answer.question}</th>
                    <td>{answer.score === null ? '—' : `${answer.score}/10`}</td>
                    <td>{answer.feedback_status}</td>
                    <td>{answer.disputed ? 'Yes' : 'No'}</td>
                  </tr>
                )}
              />
            </details>
          ))}

          {confirming && (
            <ConfirmDialog
              open
              title={CONFIRM[confirming].title}
              confirmLabel={CONFIRM[confirming].label}
              danger={confirming !== 'reactivate'}
              busy={revoke.isPending || setActive.isPending}
              onConfirm={() => run(confirming)}
              onClose={() => setConfirming(null)}
            >
              <p>{CONFIRM[confirming].text(data.full_name)}</p>
            </ConfirmDialog>
          )}
        </>
      )}
    </DetailPanel>
  );
}
