import { Dialog } from '../../../components/ui/Dialog';
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
  return (
    <>
      <Dialog
        open={dialog === 'complete'}
        title="Interview Completed"
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={onSubmitInterview} disabled={busy}>
              {busy ? 'Submitting...' : 'Submit'}
            </button>
          </>
        }
      >
        <p>You have answered all the questions. Submit your interview to save your last answer and get your scores.</p>
      </Dialog>

      <Dialog
        open={dialog === 'timeup'}
        title="Time's Up!"
        onClose={onContinue}
        actions={
          <button type="button" className="btn btn-primary" onClick={onContinue} disabled={busy}>
            Continue
          </button>
        }
      >
        <p>The 60 seconds for this question are over. Your answer will be submitted.</p>
      </Dialog>

      <Dialog
        open={dialog === 'exit'}
        title="Exit Interview?"
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={onExit} disabled={busy}>
              {busy ? 'Exiting...' : 'Exit'}
            </button>
          </>
        }
      >
        <p>
          Are you sure you want to exit? Your interview will be submitted with the answers given so far, and you cannot return to it after
          exiting.
        </p>
      </Dialog>

      <Dialog
        open={dialog === 'microphone'}
        title="Microphone Required"
        onClose={onTypeInstead}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={onTypeInstead}>
              Type My Answers
            </button>
            <button type="button" className="btn btn-primary" onClick={onRetryMicrophone}>
              Try Again
            </button>
          </>
        }
      >
        <p>
          The interview listens to your spoken answers, but this browser was not allowed to use your microphone. Allow microphone access for
          this site (the camera/microphone icon in the address bar), then choose Try Again.
        </p>
        <p>You can also type your answers instead.</p>
      </Dialog>
    </>
  );
}
