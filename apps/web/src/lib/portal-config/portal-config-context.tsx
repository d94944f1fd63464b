import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import type { PortalConfig } from '@aviation-permits/domain/portal-config';

const PortalConfigContext = createContext<PortalConfig | null>(null);

export function PortalConfigProvider({
  config,
  children,
}: {
  config: PortalConfig;
  children: ReactNode;
}) {
  return <PortalConfigContext value={config}>{children}</PortalConfigContext>;
}

/** The server-given settings: authority name, support e-mail, idle time-out. */
export function usePortalConfig(): PortalConfig {
  const config = use(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig needs a PortalConfigProvider above it.');
  return config;
}
