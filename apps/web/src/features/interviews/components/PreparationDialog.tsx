import { Dialog } from '../../../components/ui/Dialog';
import { useTranslation } from '../../../lib/i18n';

interface PreparationDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** 'Got It!' in the preview, 'Start Interview' on the attempts screen. */
  confirmLabel: string;
}

/** 'Interview Preparation': the four tips shown right before the live interview. */
export function PreparationDialog({ open, onClose, onConfirm, confirmLabel }: PreparationDialogProps) {
  const { t } = useTranslation('instructions');
  return (
    <Dialog
      open={open}
      title={t('preparation.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('preparation.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <ol className="iv-tips-list">
        {(t('preparation.tips', { returnObjects: true }) as string[]).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </Dialog>
  );
}
