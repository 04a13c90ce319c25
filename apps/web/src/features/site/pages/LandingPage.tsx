import { usePageTitle } from '../../../lib/use-page-title';
import { AppDownload } from '../components/landing/AppDownload';
import { Features } from '../components/landing/Features';
import { FloatingStoreButtons } from '../components/landing/FloatingStoreButtons';
import { Hero } from '../components/landing/Hero';
import { Overview } from '../components/landing/Overview';
import { Reviews } from '../components/landing/Reviews';
import { UniversityStrip } from '../components/landing/UniversityStrip';
import '../components/landing/landing.css';

export default function LandingPage() {
  usePageTitle('');
  return (
    <>
      <Hero />
      <UniversityStrip />
      <Overview />
      <Features />
      <Reviews />
      <AppDownload />
      <FloatingStoreButtons />
    </>
  );
}
