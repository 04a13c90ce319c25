import { checkFloatingWaitlistEmail, checkWaitlistEmail, SITE_MESSAGES, type WaitlistSource } from '@visaready/shared/schemas/site';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { joinWaitlist } from '../api/join-waitlist';
import './waitlist.css';

interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'floating' uses the floating store buttons' rule and toasts; every other source the app-section ones (spec §5, §8). */
  source: WaitlistSource;
}

/** The 'Coming Soon...' dialog with its e-mail waitlist form: closed → open → submitting → success or failure. */
export function WaitlistDialog({ open, onClose, source }: WaitlistDialogProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const floating = source === 'floating';
  const problem = (floating ? checkFloatingWaitlistEmail : checkWaitlistEmail)(email);
  const showProblem = touched && problem !== null;

  const close = () => {
    setEmail('');
    setTouched(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || submitting) return;
    setSubmitting(true);
    try {
      const { message } = await joinWaitlist({ email: email.trim(), source });
      if (floating) toast.success(message || SITE_MESSAGES.floatingSuccess, { autoClose: 3000, position: 'top-center' });
      else toast.success(message || SITE_MESSAGES.waitlistSuccess);
      close();
    } catch (error) {
      if (floating)
        toast.error(error instanceof ApiError ? SITE_MESSAGES.subscriptionFailedRetry : SITE_MESSAGES.networkError, {
          autoClose: 3000,
          position: 'top-center',
        });
      else if (error instanceof ApiError)
        toast.info(SITE_MESSAGES.waitlistFailedToast(error.message || SITE_MESSAGES.waitlistFailedDefault));
      else toast.info(SITE_MESSAGES.subscriptionFailedRetry);
    } finally {
      setSubmitting(false);
    }
  };

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
        <div className="field">
          <label htmlFor={inputId}>Email address</label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setTouched(true);
            }}
            aria-invalid={showProblem}
            aria-describedby={showProblem ? errorId : undefined}
          />
          {showProblem && (
            <p id={errorId} className="field__error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={submitting || problem !== null}>
          {submitting ? 'Processing...' : 'Join Waitlist'}
        </button>
      </form>
    </Dialog>
  );
}
