import { Dialog } from '../../../components/ui/Dialog';

const TIPS = [
  'Sit in a quiet room and keep your microphone close.',
  'Each question is read aloud; you have 60 seconds to answer.',
  'Speak clearly in short, specific sentences.',
  'Do not refresh or leave the page until you submit the interview.',
];

interface PreparationDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** 'Got It!' in the preview, 'Start Interview' on the attempts screen. */
  confirmLabel: string;
}

/** 'Interview Preparation': the four tips shown right before the live interview. */
export function PreparationDialog({ open, onClose, onConfirm, confirmLabel }: PreparationDialogProps) {
  return (
    <Dialog
      open={open}
      title="Interview Preparation"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <ol className="iv-tips-list">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </Dialog>
  );
}
