import { type ActiveSubscription, BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useCancelRenewal } from '../api/cancel-renewal';

interface CancelRenewalDialogProps {
  /** The subscription whose renewal is being cancelled; null when closed. */
  subscription: ActiveSubscription | null;
  onClose: () => void;
}

/** Asks before a plan stops renewing, saying what the user keeps (access and tests until the period ends). */
export function CancelRenewalDialog({ subscription, onClose }: CancelRenewalDialogProps) {
  const cancel = useCancelRenewal();
  const until = formatDate(subscription?.expiry_date);

  const confirm = () => {
    if (!subscription) return;
    cancel.mutate(subscription.order_id, {
      onSuccess: (result) => {
        toast.success(result.message);
        onClose();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : BILLING_MESSAGES.cancelRenewalFailed),
    });
  };

  return (
    <Dialog
      open={subscription !== null}
      title="Cancel renewal?"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={cancel.isPending}>
            Keep renewal
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel renewal'}
          </button>
        </>
      }
    >
      {subscription && (
        <>
          <p>
            <strong>{subscription.name}</strong> will not renew on {until}, and no further payment will be taken.
          </p>
          <p>
            You keep access, and your {subscription.remaining_tests} remaining tests, until {until}.
          </p>
        </>
      )}
    </Dialog>
  );
}
