import { ACCOUNT_MESSAGES as M, changePasswordFormSchema, profileEditFormSchema } from '@visaready/shared/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmSignOutDialog } from '../../../components/ui/ConfirmSignOutDialog';
import { FormActions } from '../../../components/ui/FormActions';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { firstErrorMessage, useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { changePassword, saveProfile, useProfile } from '../api/auth';
import { accountKeys } from '../api/query-keys';
import { ActiveSubscriptions } from '../components/ActiveSubscriptions';
import '../components/accounts.css';

type Tab = 'details' | 'password';

interface ProfileEditProps {
  profile: { full_name: string; mobile_number: string | null; email_address: string };
  onDone: () => void;
}

/** Name and mobile are editable, the e-mail is not (001 §2); each rule beside its field and as a toast. */
function ProfileEditForm({ profile, onDone }: ProfileEditProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useZodForm(profileEditFormSchema, {
    defaultValues: { full_name: profile.full_name, mobile_number: profile.mobile_number ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      try {
        await saveProfile(values);
        toast.success(M.toastProfileUpdated);
        session.updateUser({ name: values.full_name });
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        onDone();
      } catch (error) {
        toast.error(`Error: ${error instanceof ApiError ? error.message : M.toastGenericError}`);
      }
    },
    (invalid) => toast.error(firstErrorMessage(invalid) ?? M.toastGenericError),
  );

  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Full name" autoComplete="name" {...register('full_name')} error={errors.full_name?.message} />
      <TextField label="Email" value={profile.email_address} readOnly aria-readonly="true" />
      <TextField
        label="Mobile number"
        inputMode="numeric"
        autoComplete="tel-national"
        {...register('mobile_number')}
        error={errors.mobile_number?.message}
      />
      <FormActions onCancel={onDone} disabled={isSubmitting}>
        Save Changes
      </FormActions>
    </form>
  );
}

function AccountDetails() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const data = profile.data?.data;

  useEffect(() => {
    if (profile.isError) toast.error(M.toastProfileLoadFailed);
  }, [profile.isError]);

  if (profile.isPending) return <p role="status">Loading...</p>;
  if (!data) return <p role="alert">{M.toastProfileLoadFailed}</p>;

  return (
    <section className="account__section" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Profile Information</h2>
      {editing ? (
        <ProfileEditForm profile={data} onDone={() => setEditing(false)} />
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
            <dd>{formatDate(data.created_date)}</dd>
          </dl>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        </>
      )}
    </section>
  );
}

/** The old password is asked for only on password accounts (001 §5); the new one must then differ from it. */
function ChangePassword({ sso }: { sso: 0 | 1 }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const { register, handleSubmit, reset, formState } = useZodForm(changePasswordFormSchema, {
    defaultValues: { old_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (passwords) => {
      try {
        const result = await changePassword(passwords);
        // The change revoked the old token; keep this browser signed in with the new one.
        if (session.user) session.signIn(result.token, session.user);
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        toast.success(M.toastPasswordChanged);
        reset();
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : M.toastPasswordChangeFailed);
      }
    },
    (invalid) => toast.error(firstErrorMessage(invalid) ?? M.toastPasswordChangeFailed),
  );

  return (
    <section className="account__section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change Password</h2>
      <form onSubmit={submit} noValidate>
        {sso !== 1 && (
          <PasswordField
            label="Old password"
            autoComplete="current-password"
            {...register('old_password')}
            error={errors.old_password?.message}
          />
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...register('new_password')}
          error={errors.new_password?.message}
        />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
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
