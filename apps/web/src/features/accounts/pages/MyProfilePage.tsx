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
import { useMessageText, useTranslation } from '../../../lib/i18n';
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
  const { t } = useTranslation('account');
  const message = useMessageText();
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
        toast.success(message(M.toastProfileUpdated));
        session.updateUser({ name: values.full_name });
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        onDone();
      } catch (error) {
        toast.error(t('profile.errorPrefix', { message: message(error instanceof ApiError ? error.message : M.toastGenericError) }));
      }
    },
    (invalid) => toast.error(message(firstErrorMessage(invalid) ?? M.toastGenericError)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <TextField label={t('profile.fullName')} autoComplete="name" {...register('full_name')} error={message(errors.full_name?.message)} />
      <TextField label={t('profile.email')} value={profile.email_address} readOnly aria-readonly="true" />
      <TextField
        label={t('profile.mobile')}
        inputMode="numeric"
        autoComplete="tel-national"
        {...register('mobile_number')}
        error={message(errors.mobile_number?.message)}
      />
      <FormActions onCancel={onDone} cancelLabel={t('profile.cancel')} disabled={isSubmitting}>
        {t('profile.save')}
      </FormActions>
    </form>
  );
}

function AccountDetails() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const data = profile.data?.data;

  useEffect(() => {
    if (profile.isError) toast.error(message(M.toastProfileLoadFailed));
  }, [profile.isError, message]);

  if (profile.isPending) return <p role="status">{t('common:loading')}</p>;
  if (!data) return <p role="alert">{message(M.toastProfileLoadFailed)}</p>;

  return (
    <section className="account__section" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">{t('profile.heading')}</h2>
      {editing ? (
        <ProfileEditForm profile={data} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="account__details">
            <dt>{t('profile.name')}</dt>
            <dd>{data.full_name}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{data.email_address}</dd>
            <dt>{t('profile.mobile')}</dt>
            <dd>{data.mobile_number ?? '—'}</dd>
            <dt>{t('profile.memberSince')}</dt>
            <dd>{formatDate(data.created_date)}</dd>
          </dl>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        </>
      )}
    </section>
  );
}

/** The old password is asked for only on password accounts (001 §5); the new one must then differ from it. */
function ChangePassword({ sso }: { sso: 0 | 1 }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const queryClient = useQueryClient();
  const session = useSession();
  const { register, handleSubmit, reset, formState } = useZodForm(changePasswordFormSchema, {
    defaultValues: { old_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = formState;
  const toggleLabels = { show: t('password.show'), hide: t('password.hide'), suffix: t('password.toggleSuffix') };

  const submit = handleSubmit(
    async (passwords) => {
      try {
        const result = await changePassword(passwords);
        // The change revoked the old token; keep this browser signed in with the new one.
        if (session.user) session.signIn(result.token, session.user);
        await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        toast.success(message(M.toastPasswordChanged));
        reset();
      } catch (error) {
        toast.error(message(error instanceof ApiError ? error.message : M.toastPasswordChangeFailed));
      }
    },
    (invalid) => toast.error(message(firstErrorMessage(invalid) ?? M.toastPasswordChangeFailed)),
  );

  return (
    <section className="account__section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('password.heading')}</h2>
      <form onSubmit={submit} noValidate>
        {sso !== 1 && (
          <PasswordField
            label={t('password.old')}
            autoComplete="current-password"
            toggleLabels={toggleLabels}
            {...register('old_password')}
            error={message(errors.old_password?.message)}
          />
        )}
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          toggleLabels={toggleLabels}
          {...register('new_password')}
          error={message(errors.new_password?.message)}
        />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}

export default function MyProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const session = useSession();
  const [tab, setTab] = useState<Tab>('details');
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const sso = session.user?.sso === 1 ? 1 : 0;

  return (
    <section className="page container">
      <h1>{t('title')}</h1>
      <div className="account">
        <nav className="account__nav" aria-label={t('nav.label')}>
          <Link to="/dashboard">{t('common:nav.dashboard')}</Link>
          <button type="button" aria-current={tab === 'details'} onClick={() => setTab('details')}>
            {t('nav.details')}
          </button>
          {sso === 0 && (
            <button type="button" aria-current={tab === 'password'} onClick={() => setTab('password')}>
              {t('nav.password')}
            </button>
          )}
          <Link to="/subscription-history">{t('nav.history')}</Link>
          <button type="button" onClick={() => setConfirmingSignOut(true)}>
            {t('nav.signOut')}
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
