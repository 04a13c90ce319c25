import { checkFooterEmail, SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api-client';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import './footer-newsletter.css';
import { useEmailDraft } from '../hooks/use-email-draft';
import { EmailField } from './EmailField';

/** Footer newsletter: subscribe form plus the 'Unsubscribe from Newsletter' dialog (spec §2, §5, §8). */
export function FooterNewsletter() {
  const draft = useEmailDraft(checkFooterEmail);
  const [unsubscribing, setUnsubscribing] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const showProblem = draft.showProblem && draft.email !== '';

  const submit = (event: FormEvent) =>
    draft.submit(event, {
      onInvalid: (problem) => toast.error(problem),
      send: async (email) => {
        const { message } = await subscribeNewsletter(email);
        toast.success(message || SITE_MESSAGES.newsletterSuccess);
      },
      onFailure: (error) =>
        toast.info(SITE_MESSAGES.newsletterFailedToast(error instanceof ApiError ? error.message : SITE_MESSAGES.networkError)),
    });

  return (
    <div className="footer-newsletter">
      <h2 className="site-footer__heading">Newsletter</h2>
      <p>Interview tips and product news, about once a month.</p>
      <form className="footer-newsletter__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Email address for the newsletter
        </label>
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={draft.email}
          onChange={(event) => draft.edit(event.target.value)}
          aria-invalid={showProblem}
          aria-describedby={showProblem ? errorId : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={draft.sending || draft.email.trim() === ''}>
          {draft.sending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      {showProblem && (
        <p id={errorId} className="footer-newsletter__error" role="alert">
          {draft.problem}
        </p>
      )}
      <button type="button" className="link-button footer-newsletter__unsubscribe" onClick={() => setUnsubscribing(true)}>
        Unsubscribe from Newsletter
      </button>
      <UnsubscribeDialog open={unsubscribing} onClose={() => setUnsubscribing(false)} />
    </div>
  );
}

function UnsubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const draft = useEmailDraft(checkFooterEmail);

  const close = () => {
    draft.reset();
    onClose();
  };

  const submit = (event: FormEvent) =>
    draft.submit(event, {
      send: async (email) => {
        const { message } = await unsubscribeNewsletter(email);
        toast.success(message || SITE_MESSAGES.unsubscribeUnknown);
        onClose();
      },
      onFailure: (error) => toast.error(error instanceof ApiError && error.message ? error.message : SITE_MESSAGES.networkError),
    });

  return (
    <Dialog open={open} title="Unsubscribe from Newsletter" onClose={close} className="waitlist-dialog">
      <form onSubmit={submit} noValidate>
        <EmailField value={draft.email} onChange={draft.edit} problem={draft.problem} showProblem={draft.showProblem} />
        <div className="dialog__actions">
          <button type="button" className="btn btn-ghost" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={draft.sending || draft.problem !== null}>
            {draft.sending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
