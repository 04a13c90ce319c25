import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/landing/Hero';
import '../components/landing/landing.css';

/** The landing page's Hero section on its own route (spec §2 route table). */
export default function BannerPage() {
  usePageTitle('Banner');
  return <Hero headingLevel="h1" />;
}
