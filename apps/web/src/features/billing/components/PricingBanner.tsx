import { useState } from 'react';
import { PRICING_BANNER_ROTATE_MS } from '@visaready/shared/schemas/billing';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';
import { useRotatingIndex } from '../../../components/ui/use-rotating-index';

const SLIDES = [
  { title: 'Practise the real interview', text: 'AI-driven F1 and B1/B2 mock interviews with questions read aloud.' },
  { title: 'Scores out of 10 with feedback', text: 'Every answer scored, with a model answer to learn from.' },
  { title: 'Pay in INR your way', text: 'Cards, net banking, wallets and UPI.' },
];

/**
 * The pricing page's rotating highlights, as the WAI carousel pattern has them: a Pause/Play button, rotation held
 * while the pointer or focus is inside and for reduced motion, and slide changes announced only when the user
 * moves them (aria-live is off while it rotates by itself).
 */
export function PricingBanner() {
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !reducedMotion;
  const [slide, setSlide] = useRotatingIndex(SLIDES.length, PRICING_BANNER_ROTATE_MS, !rotating || hovered || focused);
  const current = SLIDES[slide] ?? SLIDES[0]!;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only holds the rotation; focus does the same for keyboards.
    <section
      className="pricing__banner"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="pricing__slide" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        <p className="pricing__slide-title">{current.title}</p>
        <p>{current.text}</p>
      </div>
      <div className="pricing__dots">
        {!reducedMotion && (
          <button type="button" className="pricing__rotation" onClick={() => setStopped((value) => !value)}>
            {stopped ? 'Play' : 'Pause'}
            <span className="visually-hidden"> highlights</span>
          </button>
        )}
        {SLIDES.map((entry, index) => (
          <button
            key={entry.title}
            type="button"
            className={`pricing__dot ${index === slide ? 'is-active' : ''}`}
            aria-label={`Show slide ${index + 1}`}
            aria-pressed={index === slide}
            onClick={() => setSlide(index)}
          />
        ))}
      </div>
    </section>
  );
}
