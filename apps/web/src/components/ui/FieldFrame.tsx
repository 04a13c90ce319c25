import { type ReactNode, useId } from 'react';

/** What a field's control needs to be labelled and tied to its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The label is read by assistive technology but not shown (a one-field form whose button says what it is). */
  labelHidden?: boolean;
  /** The rule the value breaks, shown under the control and tied to it (aria-invalid, aria-describedby). */
  error?: string;
  /** Announce the error as soon as it appears: for fields checked while the person types, not on submit. */
  announceError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame every form field shares: its label, its control, and its error beside it. */
export function FieldFrame({ label, labelHidden, error, announceError, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
