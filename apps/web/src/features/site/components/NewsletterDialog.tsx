import { headerNewsletterFormSchema } from '@visaready/shared/schemas/site';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { EmailField } from './EmailField';
import { subscribeWithToasts } from './newsletter-subscription';
import './waitlist.css';

/**
 * The header variant of the newsletter form: required, an e-mail input the browser checks (000 §5); the server
 * decides the rest, and its message is shown beside the field and in the spec's failure toast (§8).
 */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { register, handleSubmit, reset, setError, formState } = useZodForm(headerNewsletterFormSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async ({ email }) => {
    const problem = await subscribeWithToasts(email);
    if (problem === null) close();
    else setError('email', { message: problem });
  });

  return (
    <Dialog open={open} title="Subscribe to our Newsletter" onClose={close} className="waitlist-dialog">
      <p>Interview tips and product news, about once a month.</p>
      <form className="waitlist-form" onSubmit={submit}>
        <EmailField required {...register('email')} error={errors.email?.message} />
        <FormActions onCancel={close} disabled={isSubmitting}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </FormActions>
      </form>
    </Dialog>
  );
}
