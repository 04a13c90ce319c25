import { InstallAppButton } from '../InstallAppButton';
import { StoreBadges } from '../StoreBadges';

/** Store buttons pinned to the corner of the landing page, with their own (floating) waitlist dialog and rules, and 'Install the app' where the browser offers it. */
export function FloatingStoreButtons() {
  return (
    <aside className="floating-store" aria-label="Get the app">
      <StoreBadges source="floating">
        <InstallAppButton />
      </StoreBadges>
    </aside>
  );
}
