import { useLayoutTexts } from '../../lib/layout-texts';
import { useSession } from '../../lib/session';
import { Dialog } from './Dialog';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks before signing out; Sign Out ends the session and goes to the sign-in page. */
export function ConfirmSignOutDialog({ open, onClose }: Props) {
  const { signOut: signOutLabel, signOutDialog: texts } = useLayoutTexts();
  const session = useSession();
  const signOut = () => {
    onClose();
    session.signOutToLogin();
  };
  return (
    <Dialog
      open={open}
      title={texts.title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="button" className="btn btn-danger" onClick={signOut}>
            {signOutLabel}
          </button>
        </>
      }
    >
      <p>{texts.text}</p>
    </Dialog>
  );
}
