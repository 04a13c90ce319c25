import { type ContactRequest, contactRequestSchema, SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { toast } from 'react-toastify';
import { PageShell } from '../../../components/ui/PageShell';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { firstErrorMessage, useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import '../components/content.css';

const EMPTY: ContactRequest = { firstname: '', lastname: '', email: '', subject: '', phonenumber: '', message: '' };
const VALIDATION_TOAST_MS = 5000;
const RESULT_TOAST_MS = 3000;

const FIELDS: Array<{
  name: Exclude<keyof ContactRequest, 'message'>;
  label: string;
  type?: string;
  autoComplete?: string;
  wide?: boolean;
}> = [
  { name: 'firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phonenumber', label: 'Phone', type: 'tel', autoComplete: 'tel-national' },
  { name: 'subject', label: 'Subject', wide: true },
];

export default function ContactPage() {
  const { register, handleSubmit, reset, formState } = useZodForm(contactRequestSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  // Each rule shows beside its field; the first, in the form's order, is also the spec's toast (000 §5).
  const submit = handleSubmit(
    async (message) => {
      try {
        await sendContactMessage(message);
        toast.success(SITE_MESSAGES.contactSent, { autoClose: RESULT_TOAST_MS });
        reset();
      } catch (error) {
        const text = error instanceof ApiError ? error.message || SITE_MESSAGES.contactFailed : SITE_MESSAGES.contactNetworkError;
        toast.error(text, { autoClose: RESULT_TOAST_MS });
      }
    },
    (invalid) => {
      const problem = firstErrorMessage(invalid);
      if (problem) toast.error(problem, { autoClose: VALIDATION_TOAST_MS });
    },
  );

  return (
    <PageShell
      title="Get in touch"
      lead="Questions about plans, payments or your practice? Write to us and we will reply within one business day."
    >
      <div className="contact">
        <form className="contact__form" onSubmit={submit} noValidate aria-label="Contact form">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'phonenumber' ? 'numeric' : undefined}
              fieldClassName={field.wide ? 'field--wide' : undefined}
              {...register(field.name)}
              error={errors[field.name]?.message}
            />
          ))}
          <TextAreaField label="Message" rows={6} fieldClassName="field--wide" {...register('message')} error={errors.message?.message} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </button>
        </form>
        <aside className="content-card contact__details" aria-labelledby="contact-details">
          <h2 id="contact-details">Contact details</h2>
          <p>
            <strong>Email:</strong> <a href="mailto:support@visaready.in">support@visaready.in</a>
          </p>
          <p>
            <strong>Phone:</strong> <a href="tel:+917122000000">+91 712 200 0000</a>
          </p>
          <address>
            <strong>Address:</strong>
            <br />
            VisaReady, 2nd Floor, Dharampeth Tech Park
            <br />
            Nagpur, Maharashtra 440010, India
          </address>
        </aside>
      </div>
    </PageShell>
  );
}
