import { APP_VERSION } from '@visaready/shared';
import { InstallAppButton } from '../InstallAppButton';
import { StoreBadges } from '../StoreBadges';

/** The mobile app is coming soon; the Google Play button opens the waitlist dialog, beside "Install the app" where the browser offers it. */
export function AppDownload() {
  return (
    <section className="landing-section app-download" aria-labelledby="app-download-title">
      <div className="container app-download__inner">
        <div>
          <h2 id="app-download-title" className="section-title">
            Practise on your phone
          </h2>
          <p>The VisaReady app is on its way. Join the waitlist and we will e-mail you the day it launches.</p>
          <StoreBadges source="app-section" playOnly>
            <InstallAppButton />
          </StoreBadges>
          <p className="version-label app-download__version">Version {APP_VERSION}</p>
        </div>
        <svg className="app-download__art" viewBox="0 0 120 200" width="120" height="200" aria-hidden="true">
          <rect x="8" y="4" width="104" height="192" rx="18" fill="#0b2a6f" />
          <rect x="16" y="20" width="88" height="150" rx="6" fill="#eef2ff" />
          <rect x="26" y="34" width="68" height="10" rx="5" fill="#1d4ed8" />
          <rect x="26" y="54" width="50" height="8" rx="4" fill="#93c5fd" />
          <circle cx="60" cy="110" r="22" fill="#f59e0b" />
          <rect x="54" y="98" width="12" height="20" rx="6" fill="#fff" />
          <circle cx="60" cy="183" r="6" fill="#eef2ff" />
        </svg>
      </div>
    </section>
  );
}
