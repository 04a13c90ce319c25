import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/Dialog';
import { useTranslation } from '../../../lib/i18n';

export function SubscriptionRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title={t('subscriptionRequired.title')}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => navigate('/subscribe')}>
          {t('subscriptionRequired.pricing')}
        </button>
      }
    >
      <p>{t('subscriptionRequired.text')}</p>
    </Dialog>
  );
}
