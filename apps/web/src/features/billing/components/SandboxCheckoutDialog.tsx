import type { Checkout } from '@visaready/shared/schemas/billing';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { formatRupees } from '../lib/format-rupees';
import './billing.css';

interface SandboxCheckoutDialogProps {
  checkout: Checkout | null;
  category: string;
  busy: boolean;
  onPay: (options: { declineRenewals: boolean }) => void;
  onFail: () => void;
  onDismiss: () => void;
}

const PERIOD_WORDS = { monthly: 'month', yearly: 'year' } as const;

/**
 * The development gateway's checkout: pays (signed like Razorpay), fails, or is dismissed. For a renewing plan its
 * test card can be one that declines the renewal charges, to try a failed renewal.
 */
export function SandboxCheckoutDialog({ checkout, category, busy, onPay, onFail, onDismiss }: SandboxCheckoutDialogProps) {
  const [declineRenewals, setDeclineRenewals] = useState(false);
  const declineId = useId();
  const renews = checkout?.billing_period ?? null;

  useEffect(() => {
    if (checkout) setDeclineRenewals(false);
  }, [checkout]);

  return (
    <Dialog
      open={checkout !== null}
      title="Sandbox checkout"
      onClose={onDismiss}
      className="sandbox-checkout"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onDismiss} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-ghost" onClick={onFail} disabled={busy}>
            Simulate failure
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onPay({ declineRenewals })} disabled={busy}>
            {busy ? 'Processing…' : `Pay ${checkout ? formatRupees(checkout.amount / 100) : ''}`}
          </button>
        </>
      }
    >
      {checkout && (
        <div className="sandbox-checkout__body">
          <p>Payment for {category} package</p>
          <p className="sandbox-checkout__plan">{checkout.name}</p>
          <p className="sandbox-checkout__amount">
            {formatRupees(checkout.amount / 100)} <span>{checkout.currency}</span>
          </p>
          {renews && (
            <>
              <p>
                {checkout.card_change
                  ? 'Pays the renewal whose charge failed, with a new card.'
                  : `Renews every ${PERIOD_WORDS[renews]} at this price until you cancel.`}
              </p>
              <label className="sandbox-checkout__option" htmlFor={declineId}>
                <input
                  id={declineId}
                  type="checkbox"
                  checked={declineRenewals}
                  onChange={(event) => setDeclineRenewals(event.target.checked)}
                />
                Use a test card that declines renewal charges
              </label>
            </>
          )}
          <p className="sandbox-checkout__note">Test mode: no real money moves.</p>
        </div>
      )}
    </Dialog>
  );
}
