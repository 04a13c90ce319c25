import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** The show/hide button's words; `suffix` is read after them by assistive technology only. */
interface ToggleLabels {
  show: string;
  hide: string;
  suffix: string;
}

// The pages before sign-in are English only; translated pages pass their own words.
const ENGLISH_TOGGLE: ToggleLabels = { show: 'Show', hide: 'Hide', suffix: ' password' };

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment' | 'digitsOnly'> & {
  autoComplete: 'current-password' | 'new-password';
  toggleLabels?: ToggleLabels;
};

/** A password field with the show/hide toggle the sign-in, sign-up and password forms have (spec 000 §2). */
export function PasswordField({ toggleLabels = ENGLISH_TOGGLE, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button type="button" className="password-input__toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? toggleLabels.hide : toggleLabels.show}
          <span className="visually-hidden">{toggleLabels.suffix}</span>
        </button>
      }
    />
  );
}
