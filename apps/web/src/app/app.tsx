import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingOverlay } from '@/components/loading-overlay';
import { ToastRegion } from '@/components/toast-region';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { FirewallFlagProvider } from '@/lib/firewall/firewall-flag-context';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import type { PortalApp } from './portal-app';
import { STARTUP_LOADING_LABEL } from './startup/startup-loading-label';
import { StartupGate } from './startup/startup-gate';

/** The providers every part of the app reads, around the start-up gate and the toast region. */
export function App({ app }: { app: PortalApp }) {
  return (
    <PortalConfigProvider config={app.config}>
      <ApiClientProvider client={app.api}>
        <QueryClientProvider client={app.queryClient}>
          <FirewallFlagProvider flag={app.firewallFlag}>
            <Suspense fallback={<LoadingOverlay label={STARTUP_LOADING_LABEL} />}>
              <StartupGate app={app} />
            </Suspense>
            <ToastRegion />
          </FirewallFlagProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </PortalConfigProvider>
  );
}
