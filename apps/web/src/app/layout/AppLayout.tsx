import { Outlet, useLocation } from 'react-router';
import { InAppBrowserBanner } from '../../features/site/components/InAppBrowserBanner';
import { ToastBanner } from '../../features/site/components/ToastBanner';
import { useLayoutTexts } from '../../lib/layout-texts';
import { BARE_PATHS } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

export function AppLayout() {
  const { pathname } = useLocation();
  const texts = useLayoutTexts();
  const bare = BARE_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase() || '/');
  return (
    <>
      <ScrollManager />
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <InAppBrowserBanner />
      {!bare && <Header />}
      <ToastBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {!bare && <Footer />}
    </>
  );
}
