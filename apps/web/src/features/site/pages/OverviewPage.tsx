import { usePageTitle } from '../../../lib/use-page-title';
import { Overview } from '../components/landing/Overview';
import '../components/landing/landing.css';

/** The landing page's Overview section on its own route (spec §2 route table). */
export default function OverviewPage() {
  usePageTitle('Overview');
  return <Overview headingLevel="h1" />;
}
