import { useState } from 'react';

/**
 * An e-mail being typed into one of the site's forms, checked by the form's own rule: the problem is shown
 * once the person has typed or tried to submit, and the draft clears after success or on close.
 */
export function useEmailDraft(check: (email: string) => string | null) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = check(email);
  return {
    email,
    problem,
    showProblem: touched && problem !== null,
    edit(value: string) {
      setEmail(value);
      setTouched(true);
    },
    touch() {
      setTouched(true);
    },
    reset() {
      setEmail('');
      setTouched(false);
    },
  };
}
