import type { ReactNode } from 'react';

interface FactProps {
  term: string;
  /** Shows the value as code (e-mails, ids). */
  code?: boolean;
  children: ReactNode;
}

/** One term and its value in a detail panel's list of facts (a <dl className="admin-facts">). */
export function Fact({ term, code, children }: FactProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={code ? 'admin-code' : undefined}>{children}</dd>
    </div>
  );
}
