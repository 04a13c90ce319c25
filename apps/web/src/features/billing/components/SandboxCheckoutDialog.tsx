import type { Checkout } from '@visaready/shared/schemas/billing';
import { Dialog } from '../../../components/ui/Dialog';
import { formatRupees } from '../lib/format-rupees';
import './billing.css';

interface SandboxCheckoutDialogProps {
  checkout: Checkout | null;
  category: string;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onDismiss: () => void;
}

/** The development gateway's checkout: pays (signed like Razorpay), fails, or is dismissed. */
export function SandboxCheckoutDialog({ checkout, category, busy, onPay, onFail, onDismiss }: SandboxCheckoutDialogProps) {
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
          <button type="button" className="btn btn-primary" onClick={onPay} disabled={busy}>
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
          <p className="sandbox-checkout__note">Test mode: no real money moves.</p>
        </div>
      )}
    </Dialog>
  );
}
