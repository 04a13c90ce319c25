import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';

export function SubscriptionRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title="Subscription Required"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => navigate('/subscribe')}>
          Go to Pricing
        </button>
      }
    >
      <p>You need an active subscription to take a mock interview. Choose a plan to get started.</p>
    </Dialog>
  );
}
