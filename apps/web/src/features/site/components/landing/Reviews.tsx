import { useEffect, useRef, useState } from 'react';
import { REVIEWS, type Review } from '../../data/reviews';
import { useReducedMotion } from '../../../../components/ui/use-reduced-motion';

const STEP_PX = 1;
const TICK_MS = 50;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * Anchor #reviews: the five reviews, duplicated, scroll sideways 1 px every 50 ms and jump back at half the
 * width (where the copy starts), so the loop is seamless. Paused on hover, on focus and for reduced motion.
 */
export function Reviews({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  const trackRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const track = trackRef.current;
    if (!track || paused || reducedMotion) return;
    const timer = window.setInterval(() => {
      const half = track.scrollWidth / 2;
      track.scrollLeft = track.scrollLeft + STEP_PX >= half ? 0 : track.scrollLeft + STEP_PX;
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion]);

  return (
    <section id="reviews" className="landing-section reviews" aria-labelledby="reviews-title">
      <div className="container">
        <Heading id="reviews-title" className="section-title">
          What applicants say
        </Heading>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the decorative scroll; focus does the same for keyboards. */}
      <div
        ref={trackRef}
        className="reviews__track"
        data-paused={paused || reducedMotion}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ul className="reviews__list">
          {[...REVIEWS, ...REVIEWS].map((review, index) => (
            <ReviewCard key={`${review.name}-${index < REVIEWS.length ? 'a' : 'b'}`} review={review} duplicate={index >= REVIEWS.length} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ReviewCard({ review, duplicate }: { review: Review; duplicate: boolean }) {
  return (
    <li className="card review-card" aria-hidden={duplicate || undefined}>
      <div className="review-card__person">
        {review.image ? (
          <img src={review.image} alt="" width="48" height="48" loading="lazy" className="review-card__avatar" />
        ) : (
          <span className="review-card__avatar review-card__initials" aria-hidden="true">
            {initials(review.name)}
          </span>
        )}
        <div>
          <p className="review-card__name">{review.name}</p>
          <p className="review-card__program">{review.program}</p>
        </div>
      </div>
      <blockquote className="review-card__text">“{review.text}”</blockquote>
    </li>
  );
}
