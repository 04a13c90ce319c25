import { TextField, type TextFieldProps } from '../../../components/ui/TextField';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'placeholder'> & { label?: string };

/** The e-mail address the newsletter and the waitlist ask for (spread `register('email')` into it). */
export function EmailField({ label = 'Email address', ...field }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" placeholder="name@example.com" {...field} />;
}
