import { newsletterRequestSchema, SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { EmailField } from './EmailField';
import { subscribeWithToasts } from './newsletter-subscription';
import './footer-newsletter.css';

/** Footer newsletter: subscribe form plus the 'Unsubscribe from Newsletter' dialog (spec §2, §5, §8). */
export function FooterNewsletter() {
  const [unsubscribing, setUnsubscribing] = useState(false);
  // The address is checked as it is typed; an empty field shows nothing and leaves Subscribe disabled.
  const { register, handleSubmit, reset, watch, formState } = useZodForm(newsletterRequestSchema, {
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const empty = watch('email').trim() === '';

  const submit = handleSubmit(
    async ({ email }) => {
      if ((await subscribeWithToasts(email)) === null) reset();
    },
    (invalid) => toast.error(invalid.email?.message ?? SITE_MESSAGES.footerInvalid),
  );

  return (
    <div className="footer-newsletter">
      <h2 className="site-footer__heading">Newsletter</h2>
      <p>Interview tips and product news, about once a month.</p>
      <form className="footer-newsletter__form" onSubmit={submit} noValidate>
        <EmailField
          label="Email address for the newsletter"
          labelHidden
          {...register('email')}
          error={empty ? undefined : errors.email?.message}
          announceError
        />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || empty}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <button type="button" className="link-button footer-newsletter__unsubscribe" onClick={() => setUnsubscribing(true)}>
        Unsubscribe from Newsletter
      </button>
      <UnsubscribeDialog open={unsubscribing} onClose={() => setUnsubscribing(false)} />
    </div>
  );
}

function UnsubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { register, handleSubmit, reset, formState } = useZodForm(newsletterRequestSchema, {
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await unsubscribeNewsletter(email);
      toast.success(message || SITE_MESSAGES.unsubscribeUnknown);
      close();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : SITE_MESSAGES.networkError);
    }
  });

  return (
    <Dialog open={open} title="Unsubscribe from Newsletter" onClose={close} className="waitlist-dialog">
      <form onSubmit={submit} noValidate>
        <EmailField {...register('email')} error={errors.email?.message} announceError />
        <FormActions onCancel={close} danger disabled={isSubmitting || !isValid}>
          {isSubmitting ? 'Unsubscribing...' : 'Unsubscribe'}
        </FormActions>
      </form>
    </Dialog>
  );
}
