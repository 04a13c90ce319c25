import { usePageTitle } from '../../../lib/use-page-title';
import { UniversityStrip } from '../components/landing/UniversityStrip';
import '../components/landing/landing.css';

/** The landing page's UniversityStrip section on its own route (spec §2 route table). */
export default function TestimonialsPage() {
  usePageTitle('Testimonials');
  return <UniversityStrip headingLevel="h1" />;
}
