import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@govtechsg/sgds/css/sgds.css';
import './app/portal.css';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { createPortalApp } from './app/portal-app';
import { ConfigurationMissing } from './app/startup/configuration-missing';
import { handOverStaticShell } from './app/startup/static-shell-handover';
import { readPortalConfig } from './lib/portal-config/read-portal-config';

// index.html carries a static title and description for visitors without JavaScript; from here
// on React renders each page's own, and two of each would leave the browser to pick one.
for (const fallback of document.head.querySelectorAll('title, meta[name="description"]')) {
  fallback.remove();
}

preloadPage(window.location.pathname);

const rootElement = document.getElementById('root') as HTMLElement;
handOverStaticShell(rootElement, document.getElementById('startup-shell'));
const root = createRoot(rootElement);
try {
  const app = createPortalApp(await readPortalConfig(document));
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
} catch (error) {
  console.error('The portal configuration could not be read:', error);
  root.render(<ConfigurationMissing />);
}
