import { useId, useState } from 'react';
import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

const FAQS = [
  {
    question: 'Can I record or replay my mock interview?',
    answer:
      'No. Interviews are not recorded and cannot be replayed. After each interview you can review your performance — transcript, score, feedback and model answers — and track your progress over time.',
  },
  {
    question: 'What plans are available?',
    answer:
      'You can pay per use for a single interview package, or take a subscription (monthly or annual) for regular practice. Every new account can start with a trial.',
  },
  {
    question: 'How does the AI improve my speech and vocabulary?',
    answer:
      'Each spoken answer is transcribed and assessed for correctness and grammar. You get constructive feedback and a model answer, so you can see clearer wording, drop filler words and build the vocabulary officers expect.',
  },
  {
    question: 'How long does the visa process take?',
    answer: 'A typical visa process takes about 2-4 weeks from booking to decision, though wait times vary by consulate and season.',
  },
  {
    question: 'How do I give my first mock interview?',
    answer:
      'Sign up, register your details, and follow the instructions. Then select a module from your dashboard, complete the interview, and get your report with scores and feedback.',
  },
];

/** Single-open accordion: opening one item closes the other; clicking the open item closes it (spec §2). */
export default function FaqPage() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <PageShell title="Frequently Asked Questions" lead="Quick answers about mock interviews, plans and the visa process.">
      <div id="faq-section" className="faq">
        {FAQS.map((faq, index) => {
          const open = openIndex === index;
          return (
            <div key={faq.question} className="faq__item">
              <h2 className="faq__question">
                <button
                  type="button"
                  className="faq__toggle"
                  aria-expanded={open}
                  aria-controls={`${baseId}-${index}`}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  <span>{faq.question}</span>
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              </h2>
              <section id={`${baseId}-${index}`} className="faq__answer" aria-label={faq.question} hidden={!open}>
                {faq.answer}
              </section>
            </div>
          );
        })}
      </div>
    </PageShell>
  );
}
