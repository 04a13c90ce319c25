import { SIGNUP_LISTS, type SignupList } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { downloadSignups } from '../api/export-signups';

const LABELS: Record<SignupList, string> = { newsletter: 'Newsletter sign-ups', waitlist: 'App waitlist sign-ups' };

/** Newsletter and waitlist sign-ups as CSV files. */
export function SignupExports() {
  const [busy, setBusy] = useState<SignupList | null>(null);
  const download = async (list: SignupList) => {
    setBusy(list);
    try {
      await downloadSignups(list);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The export failed. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="admin-subsection" aria-labelledby="admin-exports">
      <h3 id="admin-exports">Sign-up exports</h3>
      <p className="admin-note">CSV files; cells that a spreadsheet would run as formulas are written as text.</p>
      <div className="admin-actions">
        {SIGNUP_LISTS.map((list) => (
          <button key={list} type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => download(list)}>
            {busy === list ? 'Preparing…' : `Download ${LABELS[list].toLowerCase()} (CSV)`}
          </button>
        ))}
      </div>
    </section>
  );
}
