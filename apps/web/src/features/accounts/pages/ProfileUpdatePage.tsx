import { ACCOUNT_MESSAGES as M, profileSetupFormSchema } from '@visaready/shared/schemas/accounts';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { clearBrowserStorage, useSession } from '../../../lib/session';
import { saveProfile } from '../api/auth';
import { VisaFields } from '../components/VisaFields';
import { usePageTitle } from '../../../lib/use-page-title';
import '../components/accounts.css';

const TITLE = 'Set Up Your Profile';

export default function ProfileUpdatePage() {
  usePageTitle(TITLE);
  const session = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ mobile_number: '', visa_date: '', visa_center: '' });
  const [busy, setBusy] = useState(false);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileSetupFormSchema.safeParse(form);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? M.mobileSetup);
      return;
    }
    setBusy(true);
    try {
      await saveProfile(parsed.data);
      toast.success(M.toastProfileUpdated);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(`Error: ${error instanceof ApiError ? error.message : M.toastGenericError}`);
      setBusy(false);
    }
  }

  return (
    <section className="page container">
      <div className="account-card">
        <h1>{TITLE}</h1>
        <form className="auth__form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="setup-mobile">Mobile number</label>
            <input
              id="setup-mobile"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={form.mobile_number}
              onChange={(event) => setForm((current) => ({ ...current, mobile_number: event.target.value.replace(/\D/g, '') }))}
            />
          </div>
          <VisaFields
            idPrefix="setup"
            visaDate={form.visa_date}
            visaCenter={form.visa_center}
            onVisaDate={(visa_date) => setForm((current) => ({ ...current, visa_date }))}
            onVisaCenter={(visa_center) => setForm((current) => ({ ...current, visa_center }))}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save Profile
          </button>
        </form>
      </div>
    </section>
  );
}
