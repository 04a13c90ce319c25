/**
 * Sends one page-view event. Kept free of the API client and zod so it can live in the first-paint bundle; the
 * server adds the IP, title-cases the label and redacts e-mail addresses.
 */
export function recordPageView(view: { path: string; title: string; visitedAt: string }): void {
  const body = JSON.stringify({
    ...view,
    path: view.path.includes('@') ? '[redacted]' : view.path,
    title: view.title.includes('@') ? '[redacted]' : view.title,
  });
  fetch('/api/page-views', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {
    // Analytics must never disturb the visitor.
  });
}
