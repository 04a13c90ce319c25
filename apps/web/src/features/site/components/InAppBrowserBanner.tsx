import { useState } from 'react';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { chromeIntentUrl, inAppBrowser, isAndroid, isIos } from '../lib/user-agent';

/** Warns visitors inside a social app's browser and offers a way out (spec §2 'In-app browser banner'). */
export function InAppBrowserBanner() {
  const userAgent = useBrowserValue(() => navigator.userAgent, '');
  const [showIosHelp, setShowIosHelp] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !inAppBrowser(userAgent)) return null;

  const openInBrowser = () => {
    if (isAndroid(userAgent)) window.location.href = chromeIntentUrl(window.location.href);
    else if (isIos(userAgent)) setShowIosHelp(true);
    else window.open(window.location.href, '_blank', 'noopener');
  };

  return (
    <section className="in-app-banner" aria-label="In-app browser notice">
      <p>You're using an In-App Browser. Some features may not work properly. Please open this page in your default browser.</p>
      <div className="in-app-banner__actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={openInBrowser}>
          Open in Browser
        </button>
        <button type="button" className="link-button" onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      </div>
      {showIosHelp && (
        <p className="in-app-banner__help" role="status">
          Tap the ••• or share button of this app, then choose “Open in Safari” (or “Open in browser”).
        </p>
      )}
    </section>
  );
}
