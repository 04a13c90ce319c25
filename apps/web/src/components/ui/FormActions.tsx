import type { ReactNode } from 'react';

interface FormActionsProps {
  /** Why the last submission failed, announced above the buttons. */
  problem?: string | null;
  onCancel: () => void;
  /** The cancel button's label in the page's language. */
  cancelLabel?: string;
  /** Turns the submit button red, for a form that removes something. */
  danger?: boolean;
  disabled: boolean;
  /** The submit button's label. */
  children: ReactNode;
}

/** The foot of a form in a dialog: what went wrong, if anything, then Cancel and the submit button. */
export function FormActions({ problem, onCancel, cancelLabel = 'Cancel', danger, disabled, children }: FormActionsProps) {
  return (
    <>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  );
}
