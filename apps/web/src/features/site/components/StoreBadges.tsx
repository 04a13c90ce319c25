import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { WaitlistSource } from '@visaready/shared/schemas/site';
import './store-badges.css';

// The dialog (and the validation rules with zod behind it) loads only when someone asks for it.
const WaitlistDialog = lazy(() => import('./WaitlistDialog').then((module) => ({ default: module.WaitlistDialog })));

interface StoreBadgesProps {
  source: WaitlistSource;
  className?: string;
  /** Show only the Google Play badge (the app-download section's 'Get it on Google Play'). */
  playOnly?: boolean;
  /** Shown after the badges (the landing page's 'Install the app'). */
  children?: ReactNode;
}

/** Store badges: the app is not out yet, so each opens the 'Coming Soon...' waitlist dialog. */
export function StoreBadges({ source, className, playOnly = false, children }: StoreBadgesProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <div className={`store-badges ${className ?? ''}`}>
      <button type="button" className="store-badge" onClick={show}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M4 2.5v19l10.5-9.5L4 2.5Zm12 7.9 2.9-2.6L6.4 1.2l9.6 9.2Zm0 3.2-9.6 9.2 12.5-6.6-2.9-2.6Zm4.1-4.4-2.6 2.8 2.6 2.8 2.2-1.2c.9-.5.9-2.2 0-2.7L20.1 9.2Z"
          />
        </svg>
        <span>
          <small>Get it on</small> Google Play
        </span>
      </button>
      {!playOnly && (
        <button type="button" className="store-badge" onClick={show}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6ZM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3Z"
            />
          </svg>
          <span>
            <small>Download on the</small> App Store
          </span>
        </button>
      )}
      {children}
      {requested && (
        <Suspense fallback={null}>
          <WaitlistDialog open={open} onClose={() => setOpen(false)} source={source} />
        </Suspense>
      )}
    </div>
  );
}
