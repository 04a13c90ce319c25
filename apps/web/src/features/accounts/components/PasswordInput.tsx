import { useState } from 'react';
import { TextField } from '../../../components/ui/TextField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  required?: boolean;
  error?: string;
}

/** A password field with the show/hide toggle of the sign-in and sign-up forms. */
export function PasswordInput({ label, value, onChange, autoComplete, name, required, error }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      required={required}
      error={error}
      adornment={
        <button type="button" className="password-input__toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
