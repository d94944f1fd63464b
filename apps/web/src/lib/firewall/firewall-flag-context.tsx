import { createContext, use, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { FirewallFlag } from './firewall-flag';

const FirewallFlagContext = createContext<FirewallFlag | null>(null);

export function FirewallFlagProvider({
  flag,
  children,
}: {
  flag: FirewallFlag;
  children: ReactNode;
}) {
  return <FirewallFlagContext value={flag}>{children}</FirewallFlagContext>;
}

/** True once a firewall has blocked one of the app's requests. */
export function useFirewallBlocked(): boolean {
  const flag = use(FirewallFlagContext);
  if (!flag) throw new Error('useFirewallBlocked needs a FirewallFlagProvider above it.');
  return useSyncExternalStore(flag.subscribe, flag.isBlocked);
}
