import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastRegion } from '@/components/toast-region';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { FirewallFlagProvider } from '@/lib/firewall/firewall-flag-context';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import type { PortalApp } from './portal-app';
import { StartupGate } from './startup/startup-gate';

/** The providers every part of the app reads, around the start-up gate and the toast region. */
export function App({ app }: { app: PortalApp }) {
  return (
    <PortalConfigProvider config={app.config}>
      <ApiClientProvider client={app.api}>
        <QueryClientProvider client={app.queryClient}>
          <FirewallFlagProvider flag={app.firewallFlag}>
            {/* Nothing while the start-up checks run: index.html's static shell stays on screen
                until the app draws (startup/static-shell-handover.ts). */}
            <Suspense fallback={null}>
              <StartupGate app={app} />
            </Suspense>
            <ToastRegion />
          </FirewallFlagProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </PortalConfigProvider>
  );
}
