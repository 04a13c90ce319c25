import { usePageTitle } from '../../../lib/use-page-title';
import { Features } from '../components/landing/Features';
import '../components/landing/landing.css';

/** The landing page's Features section on its own route (spec §2 route table). */
export default function FeaturesPage() {
  usePageTitle('Features');
  return <Features headingLevel="h1" />;
}
