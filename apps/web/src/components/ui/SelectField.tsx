import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: ReadonlyArray<SelectOption | string>;
  /** The first, empty choice ("Select a visa center"); left out when a value is always chosen. */
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
}

/** A labelled select with its error beside it: the one select every form uses. */
export function SelectField({ label, options, placeholder, error, fieldClassName, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={fieldClassName}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}
