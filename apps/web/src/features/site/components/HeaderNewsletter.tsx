import { lazy, Suspense, useState } from 'react';

// The form (and the validation behind it) loads only when someone opens it, keeping the header out of the way of first paint.
const NewsletterDialog = lazy(() => import('./NewsletterDialog').then((module) => ({ default: module.NewsletterDialog })));

/** The header's newsletter sign-up (000 §5 'Newsletter subscribe (header variant)'): a button that opens its form. */
export function HeaderNewsletter() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-newsletter"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.3L18.4 7H5.6Z"
          />
        </svg>
        Newsletter
      </button>
      {requested && (
        <Suspense fallback={null}>
          <NewsletterDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
