import { Dialog } from './Dialog';

interface Props {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmSignOutDialog({ open, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      title="Confirm Sign Out"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            Sign Out
          </button>
        </>
      }
    >
      <p>Are you sure you want to sign out?</p>
    </Dialog>
  );
}
