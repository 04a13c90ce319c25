import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';

/** The question accordion route: points to the FAQ, where the questions live. */
export default function QuestionAccPage() {
  return (
    <PageShell title="Common Questions" lead="Answers to the questions applicants ask us most.">
      <Link to="/faqs#faq-section" className="btn btn-primary">
        Read the FAQs
      </Link>
    </PageShell>
  );
}
