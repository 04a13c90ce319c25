import type { ReactNode } from 'react';

/**
 * A table's box, which scrolls sideways on a narrow screen instead of the page. It takes focus so that keyboard
 * users can scroll it too, and is named after its table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
    <section className="admin-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
