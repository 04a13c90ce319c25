import { usePageTitle } from '../../../lib/use-page-title';
import { Reviews } from '../components/landing/Reviews';
import '../components/landing/landing.css';

/** The landing page's Reviews section on its own route (spec §2 route table). */
export default function ReviewsPage() {
  usePageTitle('Reviews');
  return <Reviews headingLevel="h1" />;
}
