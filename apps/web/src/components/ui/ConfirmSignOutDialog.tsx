import { useSession } from '../../lib/session';
import { Dialog } from './Dialog';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks before signing out; Sign Out ends the session and goes to the sign-in page. */
export function ConfirmSignOutDialog({ open, onClose }: Props) {
  const session = useSession();
  const signOut = () => {
    onClose();
    session.signOutToLogin();
  };
  return (
    <Dialog
      open={open}
      title="Confirm Sign Out"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={signOut}>
            Sign Out
          </button>
        </>
      }
    >
      <p>Are you sure you want to sign out?</p>
    </Dialog>
  );
}
