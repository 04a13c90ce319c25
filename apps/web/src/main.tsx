import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/providers';
import { listenForInstallOffer } from './lib/install-offer';
import { registerServiceWorkerAfterLoad } from './lib/installable-app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

listenForInstallOffer();
registerServiceWorkerAfterLoad();

const app = (
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>
);

// A prerendered page (src/prerender) arrives with its markup, rendered from this same tree: hydrate it in place.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
