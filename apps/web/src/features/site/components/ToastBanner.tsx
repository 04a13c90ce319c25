import { DEFAULT_TOAST_MS } from '@visaready/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Shows a message passed in navigation state (`navigate(to, { state: { message } })`) for 5 seconds. */
export function ToastBanner() {
  const location = useLocation();
  const incoming = (location.state as { message?: unknown } | null)?.message;
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (typeof incoming !== 'string' || !incoming) return;
    setMessage(incoming);
    const timer = window.setTimeout(() => setMessage(null), DEFAULT_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [incoming]);

  if (!message) return null;
  return (
    <div className="toast-banner" role="status">
      {message}
    </div>
  );
}
