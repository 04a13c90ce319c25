import { Dialog } from '../../../components/ui/Dialog';
import { useTranslation } from '../../../lib/i18n';
import type { OpenDialog } from '../lib/interview-machine';

interface LiveDialogsProps {
  dialog: OpenDialog;
  busy: boolean;
  onClose(): void;
  onSubmitInterview(): void;
  onExit(): void;
  onContinue(): void;
  onRetryMicrophone(): void;
  onTypeInstead(): void;
}

/** The four dialogs of the live interview (spec §2): completion, time-up, exit confirmation, microphone required. */
export function LiveDialogs({
  dialog,
  busy,
  onClose,
  onSubmitInterview,
  onExit,
  onContinue,
  onRetryMicrophone,
  onTypeInstead,
}: LiveDialogsProps) {
  const { t } = useTranslation('live', { keyPrefix: 'dialogs' });
  return (
    <>
      <Dialog
        open={dialog === 'complete'}
        title={t('complete.title')}
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onSubmitInterview} disabled={busy}>
              {busy ? t('complete.submitting') : t('complete.submit')}
            </button>
          </>
        }
      >
        <p>{t('complete.text')}</p>
      </Dialog>

      <Dialog
        open={dialog === 'timeup'}
        title={t('timeUp.title')}
        onClose={onContinue}
        actions={
          <button type="button" className="btn btn-primary" onClick={onContinue} disabled={busy}>
            {t('timeUp.continue')}
          </button>
        }
      >
        <p>{t('timeUp.text')}</p>
      </Dialog>

      <Dialog
        open={dialog === 'exit'}
        title={t('exit.title')}
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={onExit} disabled={busy}>
              {busy ? t('exit.exiting') : t('exit.exit')}
            </button>
          </>
        }
      >
        <p>{t('exit.text')}</p>
      </Dialog>

      <Dialog
        open={dialog === 'microphone'}
        title={t('microphone.title')}
        onClose={onTypeInstead}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onTypeInstead}>
              {t('microphone.type')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onRetryMicrophone}>
              {t('microphone.retry')}
            </button>
          </>
        }
      >
        <p>{t('microphone.text')}</p>
        <p>{t('microphone.typeInstead')}</p>
      </Dialog>
    </>
  );
}
