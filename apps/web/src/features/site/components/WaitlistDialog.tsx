import { SITE_MESSAGES, type WaitlistSource, waitlistRequestSchema } from '@visaready/shared/schemas/site';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { joinWaitlist } from '../api/join-waitlist';
import { EmailField } from './EmailField';
import './waitlist.css';

interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'floating' uses the floating store buttons' rule and toasts; every other source the app-section ones (spec §5, §8). */
  source: WaitlistSource;
}

const FLOATING_TOAST = { autoClose: 3000, position: 'top-center' } as const;

/** The 'Coming Soon...' dialog with its e-mail waitlist form: closed → open → submitting → success or failure. */
export function WaitlistDialog({ open, onClose, source }: WaitlistDialogProps) {
  const floating = source === 'floating';
  // Checked as the person types; the button stays disabled while the address is empty or breaks the rule (000 §5).
  const { register, handleSubmit, reset, formState } = useZodForm(waitlistRequestSchema, {
    mode: 'onChange',
    defaultValues: { email: '', source },
  });
  const { errors, isValid, isSubmitting } = formState;

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (request) => {
    try {
      const { message } = await joinWaitlist(request);
      if (floating) toast.success(message || SITE_MESSAGES.floatingSuccess, FLOATING_TOAST);
      else toast.success(message || SITE_MESSAGES.waitlistSuccess);
      close();
    } catch (error) {
      if (floating)
        toast.error(error instanceof ApiError ? SITE_MESSAGES.subscriptionFailedRetry : SITE_MESSAGES.networkError, FLOATING_TOAST);
      else if (error instanceof ApiError)
        toast.info(SITE_MESSAGES.waitlistFailedToast(error.message || SITE_MESSAGES.waitlistFailedDefault));
      else toast.info(SITE_MESSAGES.subscriptionFailedRetry);
    }
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
        <EmailField {...register('email')} error={errors.email?.message} announceError />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isValid}>
          {isSubmitting ? 'Processing...' : 'Join Waitlist'}
        </button>
      </form>
    </Dialog>
  );
}
