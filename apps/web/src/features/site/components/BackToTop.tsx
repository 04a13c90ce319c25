import { BACK_TO_TOP_THRESHOLD_PX } from '@visaready/shared';
import './site-chrome.css';
import { useEffect, useState } from 'react';

/** Appears once the page has scrolled past 200 px (spec §2, §9). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="back-to-top" aria-label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
