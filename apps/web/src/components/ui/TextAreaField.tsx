import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
  fieldClassName?: string;
}

/** TextField's multi-line sibling (the contact form's message), with the same label and error frame. */
export function TextAreaField({ label, error, fieldClassName, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={fieldClassName}>
      {(control) => <textarea {...textarea} {...control} />}
    </FieldFrame>
  );
}
