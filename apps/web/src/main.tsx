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

preloadPage(window.location.pathname);

const rootElement = document.getElementById('root') as HTMLElement;
// index.html's painted shell, and its title and description for visitors without JavaScript, stay
// until the app first draws; then each page's own take their place (two of each would leave the
// browser to pick one).
handOverStaticShell(rootElement, [
  ...document.querySelectorAll('#startup-shell, head > title, head > meta[name="description"]'),
]);
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
