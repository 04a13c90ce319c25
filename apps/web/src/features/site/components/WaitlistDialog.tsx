import { checkFloatingWaitlistEmail, checkWaitlistEmail, SITE_MESSAGES, type WaitlistSource } from '@visaready/shared/schemas/site';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { joinWaitlist } from '../api/join-waitlist';
import './waitlist.css';
import { useEmailDraft } from '../hooks/use-email-draft';
import { EmailField } from './EmailField';

interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'floating' uses the floating store buttons' rule and toasts; every other source the app-section ones (spec §5, §8). */
  source: WaitlistSource;
}

/** The 'Coming Soon...' dialog with its e-mail waitlist form: closed → open → submitting → success or failure. */
export function WaitlistDialog({ open, onClose, source }: WaitlistDialogProps) {
  const floating = source === 'floating';
  const draft = useEmailDraft(floating ? checkFloatingWaitlistEmail : checkWaitlistEmail);

  const close = () => {
    draft.reset();
    onClose();
  };

  const submit = (event: FormEvent) =>
    draft.submit(event, {
      send: async (email) => {
        const { message } = await joinWaitlist({ email, source });
        if (floating) toast.success(message || SITE_MESSAGES.floatingSuccess, { autoClose: 3000, position: 'top-center' });
        else toast.success(message || SITE_MESSAGES.waitlistSuccess);
        onClose();
      },
      onFailure: (error) => {
        if (floating)
          toast.error(error instanceof ApiError ? SITE_MESSAGES.subscriptionFailedRetry : SITE_MESSAGES.networkError, {
            autoClose: 3000,
            position: 'top-center',
          });
        else if (error instanceof ApiError)
          toast.info(SITE_MESSAGES.waitlistFailedToast(error.message || SITE_MESSAGES.waitlistFailedDefault));
        else toast.info(SITE_MESSAGES.subscriptionFailedRetry);
      },
    });

  return (
    <Dialog
      open={open}
      title="Coming Soon..."
      onClose={close}
      className="waitlist-dialog"
      actions={
        <button type="button" className="btn btn-ghost" onClick={close}>
          Close
        </button>
      }
    >
      <p>The app will be available soon. Stay tuned!</p>
      <form className="waitlist-form" onSubmit={submit} noValidate>
        <EmailField value={draft.email} onChange={draft.edit} problem={draft.problem} showProblem={draft.showProblem} name="email" />
        <button type="submit" className="btn btn-primary" disabled={draft.sending || draft.problem !== null}>
          {draft.sending ? 'Processing...' : 'Join Waitlist'}
        </button>
      </form>
    </Dialog>
  );
}
