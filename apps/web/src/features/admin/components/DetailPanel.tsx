import type { ReactNode } from 'react';
import { useFocusOnChange } from '../lib/use-focus-on-change';

interface DetailPanelProps {
  /** Identifies what is shown; focus moves to the heading when it changes. */
  id: string;
  title: string;
  /** What the Close button closes, for its accessible name ("user details"). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The detail of one row, under its table: a labelled region whose heading takes focus when it opens. */
export function DetailPanel({ id, title, closeLabel, onClose, children }: DetailPanelProps) {
  const headingRef = useFocusOnChange<HTMLHeadingElement>(id);
  const headingId = `admin-detail-${id}`;
  return (
    <section className="admin-detail" aria-labelledby={headingId}>
      <div className="admin-detail__head">
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Close<span className="visually-hidden"> {closeLabel}</span>
        </button>
      </div>
      {children}
    </section>
  );
}
