import { APP_VERSION, COPYRIGHT_YEAR, fillPlaceholders, PRODUCT_NAME } from '@visaready/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BackToTop } from '../../features/site/components/BackToTop';
import { useLayoutTexts } from '../../lib/layout-texts';
import { useBrowserValue } from '../../lib/use-browser-value';
import { ErrorBoundary } from '../ErrorBoundary';
import { FOOTER_LINKS, SOCIAL_LINKS } from './nav-links';

// The newsletter form brings the validation rules (and zod); it sits below the fold, so it loads after first paint.
const FooterNewsletter = lazy(() =>
  import('../../features/site/components/FooterNewsletter').then((module) => ({ default: module.FooterNewsletter })),
);

export function Footer() {
  const { footer: texts, links } = useLayoutTexts();
  // Not part of a prerendered page: a form typed into before the app hydrates would lose what was typed.
  const showNewsletter = useBrowserValue(() => true, false);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand brand--light">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>{PRODUCT_NAME}</span>
          </p>
          <p>{texts.about}</p>
          <ul className="site-footer__social" aria-label={texts.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={texts.product}>
          <h2 className="site-footer__heading">{texts.product}</h2>
          <ul>
            {FOOTER_LINKS.product.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{links[link.text]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={texts.resources}>
          <h2 className="site-footer__heading">{texts.resources}</h2>
          <ul>
            {FOOTER_LINKS.resources.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{links[link.text]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={texts.legal}>
          <h2 className="site-footer__heading">{texts.legal}</h2>
          <ul>
            {FOOTER_LINKS.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{links[link.text]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__newsletter">
          {/* A chunk that fails to arrive (e.g. offline) costs the form, never the page. */}
          {showNewsletter && (
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <FooterNewsletter />
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{fillPlaceholders(texts.rights, { year: COPYRIGHT_YEAR, product: PRODUCT_NAME })}</p>
        <p className="version-label">{fillPlaceholders(texts.version, { version: APP_VERSION })}</p>
      </div>
      <BackToTop />
    </footer>
  );
}
