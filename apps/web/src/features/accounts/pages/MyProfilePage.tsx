import { ACCOUNT_MESSAGES as M, changePasswordFormSchema, saveProfileSchema } from '@visaready/shared/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmSignOutDialog } from '../../../components/ui/ConfirmSignOutDialog';
import { errorsByField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { changePassword, profileQueryKey, saveProfile, useProfile } from '../api/auth';
import { ActiveSubscriptions } from '../components/ActiveSubscriptions';
import { PasswordInput } from '../components/PasswordInput';
import '../components/accounts.css';

type Tab = 'details' | 'password';

function AccountDetails() {
  const profile = useProfile();
  const session = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ full_name: '', mobile_number: '' });
  const data = profile.data?.data;

  useEffect(() => {
    if (profile.isError) toast.error(M.toastProfileLoadFailed);
  }, [profile.isError]);
  useEffect(() => {
    if (data) setForm({ full_name: data.full_name, mobile_number: data.mobile_number ?? '' });
  }, [data]);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const parsed = saveProfileSchema.safeParse(form);
    if (!parsed.success || !form.full_name.trim()) {
      toast.error(parsed.success ? M.nameRequired : (parsed.error.issues[0]?.message ?? M.toastGenericError));
      return;
    }
    try {
      await saveProfile({ full_name: parsed.data.full_name, mobile_number: parsed.data.mobile_number });
      toast.success(M.toastProfileUpdated);
      session.updateUser({ name: parsed.data.full_name });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      setEditing(false);
    } catch (error) {
      toast.error(`Error: ${error instanceof ApiError ? error.message : M.toastGenericError}`);
    }
  }

  if (profile.isPending) return <p role="status">Loading...</p>;
  if (!data) return <p role="alert">{M.toastProfileLoadFailed}</p>;

  return (
    <section className="account__section" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Profile Information</h2>
      {editing ? (
        <form onSubmit={onSave} noValidate>
          <div className="field">
            <label htmlFor="profile-name">Full name</label>
            <input
              id="profile-name"
              autoComplete="name"
              value={form.full_name}
              onChange={(event) => setForm({ ...form, full_name: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="profile-email">Email</label>
            <input id="profile-email" value={data.email_address} readOnly aria-readonly="true" />
          </div>
          <div className="field">
            <label htmlFor="profile-mobile">Mobile number</label>
            <input
              id="profile-mobile"
              inputMode="numeric"
              value={form.mobile_number}
              onChange={(event) => setForm({ ...form, mobile_number: event.target.value })}
            />
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary">
              Save Changes
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="account__details">
            <dt>Name</dt>
            <dd>{data.full_name}</dd>
            <dt>Email</dt>
            <dd>{data.email_address}</dd>
            <dt>Mobile number</dt>
            <dd>{data.mobile_number ?? '—'}</dd>
            <dt>Member since</dt>
            <dd>{new Date(data.created_date).toLocaleDateString('en-US')}</dd>
          </dl>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        </>
      )}
    </section>
  );
}

function ChangePassword({ sso }: { sso: 0 | 1 }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse({ old_password: sso === 1 ? undefined : oldPassword, new_password: newPassword });
    setErrors(parsed.success ? {} : errorsByField(parsed.error.issues));
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? M.toastPasswordChangeFailed);
      return;
    }
    setBusy(true);
    try {
      const result = await changePassword(parsed.data);
      // The change revoked the old token; keep this browser signed in with the new one.
      if (session.user) session.signIn(result.token, session.user);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      toast.success(M.toastPasswordChanged);
      setOldPassword('');
      setNewPassword('');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : M.toastPasswordChangeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account__section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change Password</h2>
      <form onSubmit={onSubmit} noValidate>
        {sso !== 1 && (
          <PasswordInput
            label="Old password"
            value={oldPassword}
            onChange={setOldPassword}
            autoComplete="current-password"
            error={errors.old_password}
          />
        )}
        <PasswordInput
          label="New password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          error={errors.new_password}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Change Password
        </button>
      </form>
    </section>
  );
}

export default function MyProfilePage() {
  usePageTitle('My Account');
  const session = useSession();
  const [tab, setTab] = useState<Tab>('details');
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const sso = session.user?.sso === 1 ? 1 : 0;

  return (
    <section className="page container">
      <h1>My Account</h1>
      <div className="account">
        <nav className="account__nav" aria-label="Account">
          <Link to="/dashboard">Dashboard</Link>
          <button type="button" aria-current={tab === 'details'} onClick={() => setTab('details')}>
            Account Details
          </button>
          {sso === 0 && (
            <button type="button" aria-current={tab === 'password'} onClick={() => setTab('password')}>
              Change Password
            </button>
          )}
          <Link to="/subscription-history">Subscription History</Link>
          <button type="button" onClick={() => setConfirmingSignOut(true)}>
            Sign Out
          </button>
        </nav>
        <div>
          {tab === 'password' && sso === 0 ? (
            <ChangePassword sso={sso} />
          ) : (
            <>
              <AccountDetails />
              <ActiveSubscriptions />
            </>
          )}
        </div>
      </div>
      <ConfirmSignOutDialog open={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} />
    </section>
  );
}
