import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserValue } from '../../../../lib/use-browser-value';
import { useSession } from '../../../../lib/session';
import { useReducedMotion } from '../../../../components/ui/use-reduced-motion';
import { shouldSuggestChrome } from '../../lib/user-agent';

const POSTER = '/media/hero-poster.webp';
/** WebM first (18 KB); browsers without WebM support (older Safari) take the H.264 copy. */
const VIDEO_SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
] as const;

/**
 * 700 px hero. The poster paints first; the looping clip is attached only after the page has loaded and never for
 * visitors who prefer reduced motion, so it cannot delay first paint or LCP.
 */
export function Hero({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const session = useSession();
  const reducedMotion = useReducedMotion();
  const [videoWanted, setVideoWanted] = useState(false);
  const suggestChrome = useBrowserValue(() => shouldSuggestChrome(navigator.userAgent), false);
  const Heading = headingLevel;

  useEffect(() => {
    if (reducedMotion) {
      setVideoWanted(false);
      return;
    }
    const start = () => setVideoWanted(true);
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(start, 300);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [reducedMotion]);

  // Spec: hidden whenever an auth_code exists. Shown while the session is still being read, as in the prerendered
  // page every visitor first sees, so the signed-out majority never sees it appear late.
  const showTryForFree = session.status !== 'authenticated';

  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__media" src={POSTER} alt="" width="960" height="540" fetchPriority="high" decoding="async" />
      {videoWanted && (
        <video className="hero__media" poster={POSTER} autoPlay muted loop playsInline aria-hidden="true" tabIndex={-1}>
          {VIDEO_SOURCES.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
      <div className="hero__content container">
        <p className="hero__eyebrow">AI mock interviews for F1 and B1/B2 applicants</p>
        <Heading id="hero-title" className="hero__title">
          Let AI train your VISA Interview
        </Heading>
        <p className="hero__subtitle">
          Answer real consular questions out loud, see your words transcribed live, and get a score out of 10 with feedback and a model
          answer for every reply. Tested on 1000+ mock visa interviews.
        </p>
        <div className="hero__actions">
          {showTryForFree && (
            <Link to="/login" className="btn btn-primary hero__cta">
              Try For Free
            </Link>
          )}
          <a href="#overview" className="btn hero__secondary">
            See how it works
          </a>
        </div>
        {suggestChrome && <p className="hero__hint">For the best experience, please use Google Chrome.</p>}
      </div>
    </section>
  );
}
