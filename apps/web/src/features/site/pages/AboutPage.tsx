import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import '../components/content.css';

const STATS = [
  { value: '10,000+', label: 'Successful applicants' },
  { value: '50+', label: 'Countries served' },
  { value: '95%', label: 'Success rate' },
];

const REASONS = [
  {
    title: 'Comprehensive resources',
    text: 'Question banks, document checklists and articles written around what consular officers actually ask.',
  },
  { title: 'AI-powered practice', text: 'Spoken answers, live transcription and a score out of 10 with feedback on every answer.' },
  { title: '24/7 availability', text: 'Practise at midnight before your slot or on a lunch break. The interviewer never sleeps.' },
  { title: 'Expert guidance', text: 'Consultations with people who know the process for the hard questions.' },
];

const STEPS = [
  { title: 'Prepare', text: 'Learn the questions for your visa type and gather your documents with our guides.' },
  { title: 'Practise', text: 'Take realistic mock interviews, read the feedback and retest until your answers are crisp.' },
  { title: 'Succeed', text: 'Walk into your interview calm, clear and ready for the follow-up questions.' },
];

export default function AboutPage() {
  return (
    <PageShell title="About Us" lead="We help visa applicants turn nerves into clear, honest, confident answers.">
      <section aria-labelledby="vision">
        <h2 id="vision">Our vision</h2>
        <p>A world where a good applicant is never refused because they froze at the window.</p>
      </section>
      <section aria-labelledby="mission">
        <h2 id="mission">Our mission</h2>
        <p>
          To give every F1 student and B1/B2 traveller affordable, realistic interview practice with instant, specific feedback — whether
          they apply from India, the Philippines or anywhere else.
        </p>
      </section>
      <section aria-labelledby="profession">
        <h2 id="profession">What we do</h2>
        <p>
          We build AI mock interviews: questions asked aloud, answers transcribed, every reply scored and explained. We are an education
          product, not a law firm or a government body.
        </p>
      </section>
      <section aria-labelledby="numbers">
        <h2 id="numbers">VisaReady in numbers</h2>
        <ul className="card-grid">
          {STATS.map((stat) => (
            <li key={stat.label} className="content-card stat">
              <span className="stat__value">{stat.value}</span>
              {stat.label}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="why">
        <h2 id="why">Why choose VisaReady</h2>
        <ul className="card-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="content-card">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="approach">
        <h2 id="approach">Our approach</h2>
        <ol className="card-grid">
          {STEPS.map((step, index) => (
            <li key={step.title} className="content-card">
              <h3>
                {index + 1}. {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="cta-band" aria-labelledby="cta">
        <h2 id="cta">Ready for your interview?</h2>
        <p>Start a free trial mock interview today.</p>
        <Link to="/Signup" className="btn btn-primary">
          Get started
        </Link>
      </section>
    </PageShell>
  );
}
