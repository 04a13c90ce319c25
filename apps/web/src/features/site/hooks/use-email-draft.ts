import { type FormEvent, useState } from 'react';

/**
 * An e-mail being typed into one of the site's forms, checked by the form's own rule: the problem is shown
 * once the person has typed or tried to submit, and the draft clears after success or on close.
 */
export function useEmailDraft(check: (email: string) => string | null) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = check(email);
  const reset = () => {
    setEmail('');
    setTouched(false);
  };
  return {
    email,
    problem,
    showProblem: touched && problem !== null,
    sending,
    edit(value: string) {
      setEmail(value);
      setTouched(true);
    },
    reset,
    /**
     * The form's submit: shows the problem (and hands it to `onInvalid`) when the e-mail fails the rule,
     * otherwise sends the trimmed address once at a time and clears the draft after it succeeded.
     */
    async submit(
      event: FormEvent,
      handlers: { send(email: string): Promise<void>; onFailure(error: unknown): void; onInvalid?(problem: string): void },
    ) {
      event.preventDefault();
      setTouched(true);
      if (problem) {
        handlers.onInvalid?.(problem);
        return;
      }
      if (sending) return;
      setSending(true);
      try {
        await handlers.send(email.trim());
        reset();
      } catch (error) {
        handlers.onFailure(error);
      } finally {
        setSending(false);
      }
    },
  };
}
