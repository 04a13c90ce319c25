import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule the value breaks, shown under the field and tied to it (aria-invalid, aria-describedby). */
  error?: string;
  /** Controls drawn inside the field's box after the input (the password field's Show button). */
  adornment?: ReactNode;
}

/** A labelled input with its own error message: the one text field every form uses. */
export function TextField({ label, value, onChange, error, adornment, ...input }: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const control = (
    <input
      {...input}
      id={inputId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {adornment ? (
        <div className="password-input">
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Zod issues as one message per field (the first issue of each), for TextField's `error`. */
export function errorsByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
