import { fillPlaceholders, PRODUCT_NAME } from '@visaready/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ConfirmSignOutDialog } from '../../components/ui/ConfirmSignOutDialog';
import { HeaderNewsletter } from '../../features/site/components/HeaderNewsletter';
import { StoreBadges } from '../../features/site/components/StoreBadges';
import { type LayoutLink, useLayoutTexts } from '../../lib/layout-texts';
import { useSession } from '../../lib/session';
import { ErrorBoundary } from '../ErrorBoundary';
import { AccountMenu } from './AccountMenu';
import { SECTION_LINKS } from './nav-links';

// Signed-in users only; loaded apart so the translations stay out of the landing page's JS.
const LanguageSwitch = lazy(() => import('../../features/accounts/components/LanguageSwitch'));

export function Header() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const texts = useLayoutTexts();
  const signedIn = session.status === 'authenticated';

  const accountLinks: { to: string; text: LayoutLink }[] = signedIn
    ? [
        { to: '/dashboard', text: 'dashboard' },
        { to: '/subscribe', text: 'pricing' },
      ]
    : [
        { to: '/login', text: 'login' },
        { to: '/Signup', text: 'signUp' },
        { to: '/subscribe', text: 'pricing' },
      ];
  const [taglineBefore, taglineAfter] = texts.tagline.split('{product}');

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="site-header__tagline">
        <div className="container">
          <p className="tagline tagline--animated">
            <span>
              {taglineBefore}
              <strong>{PRODUCT_NAME}</strong>
              {taglineAfter}
            </span>
          </p>
          <div className="site-header__tagline-actions">
            <HeaderNewsletter />
            <StoreBadges source="header" />
          </div>
        </div>
      </div>
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-label={fillPlaceholders(texts.brandHome, { product: PRODUCT_NAME })} onClick={closeMenu}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <nav id="site-nav" className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`} aria-label={texts.mainNav}>
          <ul className="site-nav__sections">
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={closeMenu}>
                  {texts.links[link.text]}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="site-nav__account">
            {accountLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu} className={link.text === 'signUp' ? 'btn btn-primary btn-sm' : undefined}>
                  {texts.links[link.text]}
                </NavLink>
              </li>
            ))}
            {signedIn && (
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <LanguageSwitch />
                </Suspense>
              </ErrorBoundary>
            )}
            {signedIn && session.user && (
              <AccountMenu
                name={session.user.name}
                email={session.user.email}
                onNavigate={closeMenu}
                onSignOut={() => setConfirmingSignOut(true)}
              />
            )}
          </ul>
        </nav>
      </div>
      <ConfirmSignOutDialog open={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} />
    </header>
  );
}
