import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/providers';
import { listenForInstallOffer, registerServiceWorkerAfterLoad } from './lib/installable-app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

listenForInstallOffer();
registerServiceWorkerAfterLoad();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
