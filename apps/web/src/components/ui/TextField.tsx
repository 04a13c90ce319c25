import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  labelHidden?: boolean;
  error?: string;
  announceError?: boolean;
  /** Keeps only digits as the person types (mobile and phone numbers, codes). */
  digitsOnly?: boolean;
  /** Controls drawn inside the field's box after the input (the password field's Show button). */
  adornment?: ReactNode;
  /** react-hook-form's `register` hands one over; React 19 passes it as an ordinary prop. */
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A labelled input with its error beside it: the one text field every form uses (spread `register(name)` into it). */
export function TextField({
  label,
  labelHidden,
  error,
  announceError,
  digitsOnly,
  adornment,
  fieldClassName,
  onChange,
  inputMode,
  ...input
}: TextFieldProps) {
  const change = digitsOnly
    ? (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange?.(event);
      }
    : onChange;
  return (
    <FieldFrame label={label} labelHidden={labelHidden} error={error} announceError={announceError} className={fieldClassName}>
      {(control) => {
        const element = <input {...input} {...control} inputMode={digitsOnly ? 'numeric' : inputMode} onChange={change} />;
        return adornment ? (
          <div className="password-input">
            {element}
            {adornment}
          </div>
        ) : (
          element
        );
      }}
    </FieldFrame>
  );
}
