import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@visaready/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import './accounts.css';

/** The two-panel frame of the sign-in and sign-up pages (header and footer are hidden there). */
export function AuthLayout({ title, aside, children }: { title: string; aside: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth">
      <aside className="auth__aside">
        <Link to="/" className="auth__brand">
          {PRODUCT_NAME}
        </Link>
        {aside}
      </aside>
      <section className="auth__panel">
        <h1 className="auth__title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
