import { ACCOUNT_MESSAGES as M } from '@visaready/shared/schemas/accounts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { firstErrorMessage } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { clearBrowserStorage, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { saveProfile } from '../api/auth';
import { ProfileSetupFields, useProfileSetupForm } from '../components/ProfileSetupFields';
import '../components/accounts.css';

const TITLE = 'Set Up Your Profile';

export default function ProfileUpdatePage() {
  usePageTitle(TITLE);
  const session = useSession();
  const navigate = useNavigate();
  const form = useProfileSetupForm();
  const { handleSubmit, formState } = form;
  const { isSubmitting } = formState;

  // Browser Back here abandons the set-up: storage is cleared and the user goes to /login (000 §2).
  useEffect(() => {
    window.history.pushState({ profileSetup: true }, '');
    const onBack = () => {
      clearBrowserStorage();
      session.signOut({ reload: false });
      navigate('/login', { replace: true });
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [session.signOut, navigate]);

  const submit = handleSubmit(
    async (profile) => {
      try {
        await saveProfile(profile);
        toast.success(M.toastProfileUpdated);
        navigate('/dashboard', { replace: true });
      } catch (error) {
        toast.error(`Error: ${error instanceof ApiError ? error.message : M.toastGenericError}`);
      }
    },
    (invalid) => toast.error(firstErrorMessage(invalid) ?? M.mobileSetup),
  );

  return (
    <section className="page container">
      <div className="account-card">
        <h1>{TITLE}</h1>
        <form className="auth__form" onSubmit={submit} noValidate>
          <ProfileSetupFields form={form} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Save Profile
          </button>
        </form>
      </div>
    </section>
  );
}
