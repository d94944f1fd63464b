import { use } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { PortalApp } from '@/app/portal-app';
import { StartupFailurePage } from './startup-failure-page';

/** Renders the routes once the start-up checks passed, the error page if they failed. */
export function StartupGate({ app }: { app: PortalApp }) {
  const outcome = use(app.startup());
  return outcome.ready ? (
    <RouterProvider router={app.router()} />
  ) : (
    <StartupFailurePage reference={outcome.reference} />
  );
}
