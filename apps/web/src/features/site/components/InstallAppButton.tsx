import { acceptInstallOffer } from '../../../lib/install-offer';
import { useInstallOffer } from '../../../lib/installable-app';

/** Shown only where the browser offers to install the web app; the store badges beside it keep their waitlist. */
export function InstallAppButton() {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <button type="button" className="store-badge store-badge--install" onClick={() => void acceptInstallOffer(offer)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3Zm-7 14h2v2h12v-2h2v4H4v-4Z" />
      </svg>
      <span>Install the app</span>
    </button>
  );
}
