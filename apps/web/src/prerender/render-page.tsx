/**
 * Renders public pages to HTML at build time (run in Node by the `visaready-prerender` plugin in vite.config.ts).
 * The tree is main.tsx's, under a StaticRouter, so the browser hydrates exactly what was rendered here. A
 * prerendered page is the page a signed-out visitor sees; values only the browser knows (the session, the user
 * agent, reduced motion) are filled in after hydration.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { AppServices } from '../app/providers';
import { pageTitle } from '../lib/use-page-title';

export interface PrerenderedPage {
  /** The route, as the server matches it (case-insensitively, trailing slash ignored). */
  path: string;
  /** The page's module, whose styles the HTML links so it paints fully before any script runs. */
  module: string;
  /** The document title the page sets once running; null keeps index.html's. */
  title: string | null;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', module: 'src/features/site/pages/LandingPage.tsx', title: null },
  { path: '/aboutus', module: 'src/features/site/pages/AboutPage.tsx', title: pageTitle('About Us') },
];

const page = (path: string) => (
  <StrictMode>
    <StaticRouter location={path}>
      <AppServices>
        <App />
      </AppServices>
    </StaticRouter>
  </StrictMode>
);

/**
 * The markup of #root for a page. `prerender` waits for every lazy part to load but writes the parts that waited
 * with inline scripts, which the CSP refuses; once they have loaded, `renderToString` renders the page in one pass.
 */
export async function renderPage(path: string): Promise<string> {
  await prerender(page(path));
  return renderToString(page(path));
}
