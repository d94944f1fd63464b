/**
 * Set when a firewall in front of the portal blocked a request (ERR-9): the shell then
 * shows a banner instead of a toast. A tiny external store, because the shared error handler
 * runs outside React (in the query cache) and React reads it with useSyncExternalStore.
 */
export interface FirewallFlag {
  isBlocked(): boolean;
  setBlocked(): void;
  subscribe(listener: () => void): () => void;
}

export function createFirewallFlag(): FirewallFlag {
  let blocked = false;
  const listeners = new Set<() => void>();
  return {
    isBlocked: () => blocked,
    setBlocked() {
      if (blocked) return;
      blocked = true;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
