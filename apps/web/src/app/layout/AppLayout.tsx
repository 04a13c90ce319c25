import { Outlet, useLocation } from 'react-router';
import { BARE_PATHS } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

export function AppLayout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase() || '/');
  return (
    <>
      <ScrollManager />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!bare && <Header />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {!bare && <Footer />}
    </>
  );
}
