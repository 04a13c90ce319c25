import { type ContactRequest, firstContactProblem, SITE_MESSAGES } from '@visaready/shared/schemas/site';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { PageShell } from '../../../components/ui/PageShell';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import '../components/content.css';

const EMPTY: ContactRequest = { firstname: '', lastname: '', email: '', subject: '', phonenumber: '', message: '' };
const VALIDATION_TOAST_MS = 5000;
const RESULT_TOAST_MS = 3000;

const FIELDS: Array<{ name: keyof ContactRequest; label: string; type?: string; autoComplete?: string; wide?: boolean }> = [
  { name: 'firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phonenumber', label: 'Phone', type: 'tel', autoComplete: 'tel-national' },
  { name: 'subject', label: 'Subject', wide: true },
];

export default function ContactPage() {
  const [form, setForm] = useState<ContactRequest>(EMPTY);
  const [sending, setSending] = useState(false);
  const update = (name: keyof ContactRequest, value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstContactProblem(form);
    if (problem) {
      toast.error(problem, { autoClose: VALIDATION_TOAST_MS });
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(form);
      toast.success(SITE_MESSAGES.contactSent, { autoClose: RESULT_TOAST_MS });
      setForm(EMPTY);
    } catch (error) {
      const message = error instanceof ApiError ? error.message || SITE_MESSAGES.contactFailed : SITE_MESSAGES.contactNetworkError;
      toast.error(message, { autoClose: RESULT_TOAST_MS });
    } finally {
      setSending(false);
    }
  };

  return (
    <PageShell
      title="Get in touch"
      lead="Questions about plans, payments or your practice? Write to us and we will reply within one business day."
    >
      <div className="contact">
        <form className="contact__form" onSubmit={submit} noValidate aria-label="Contact form">
          {FIELDS.map((field) => (
            <div key={field.name} className={`field ${field.wide ? 'field--wide' : ''}`}>
              <label htmlFor={`contact-${field.name}`}>{field.label}</label>
              <input
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.name === 'phonenumber' ? 'numeric' : undefined}
                value={form[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
              />
            </div>
          ))}
          <div className="field field--wide">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              value={form.message}
              onChange={(event) => update('message', event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
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
