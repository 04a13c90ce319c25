import { type ActiveSubscription, BILLING_MESSAGES } from '@visaready/shared/schemas/billing';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { Trans, useMessageText, useTranslation } from '../../../lib/i18n';
import { useCancelRenewal } from '../api/cancel-renewal';

interface CancelRenewalDialogProps {
  /** The subscription whose renewal is being cancelled; null when closed. */
  subscription: ActiveSubscription | null;
  onClose: () => void;
}

/** Asks before a plan stops renewing, saying what the user keeps (access and tests until the period ends). */
export function CancelRenewalDialog({ subscription, onClose }: CancelRenewalDialogProps) {
  const { t } = useTranslation('account', { keyPrefix: 'cancelRenewal' });
  const message = useMessageText();
  const cancel = useCancelRenewal();
  const until = formatDate(subscription?.expiry_date);

  const confirm = () => {
    if (!subscription) return;
    cancel.mutate(subscription.order_id, {
      onSuccess: (result) => {
        toast.success(message(result.message));
        onClose();
      },
      onError: (error) => toast.error(message(error instanceof ApiError ? error.message : BILLING_MESSAGES.cancelRenewalFailed)),
    });
  };

  return (
    <Dialog
      open={subscription !== null}
      title={t('title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={cancel.isPending}>
            {t('keep')}
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('cancelling') : t('confirm')}
          </button>
        </>
      }
    >
      {subscription && (
        <>
          <p>
            <Trans t={t} i18nKey="noRenewal" values={{ name: subscription.name, date: until }} components={{ strong: <strong /> }} />
          </p>
          <p>{t('keepAccess', { count: subscription.remaining_tests, date: until })}</p>
        </>
      )}
    </Dialog>
  );
}
