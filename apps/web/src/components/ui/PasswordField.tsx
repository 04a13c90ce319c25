import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment' | 'digitsOnly'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with the show/hide toggle the sign-in, sign-up and password forms have (spec 000 §2). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button type="button" className="password-input__toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
