import { StoreBadges } from '../StoreBadges';

/** Store buttons pinned to the corner of the landing page, with their own (floating) waitlist dialog and rules. */
export function FloatingStoreButtons() {
  return (
    <aside className="floating-store" aria-label="Get the app">
      <StoreBadges source="floating" />
    </aside>
  );
}
