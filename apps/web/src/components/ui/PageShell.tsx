import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface PageShellProps {
  title: string;
  /** Shown under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page's outer frame: sets the document title and renders the page's one h1. */
export function PageShell({ title, lead, children, className }: PageShellProps) {
  usePageTitle(title);
  return (
    <section className={`page container ${className ?? ''}`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
