import { ERROR_MESSAGES } from '@aviation-permits/domain';

/** Shown once a firewall in front of the portal has blocked a request (ERR-9). */
export function FirewallBanner() {
  return (
    <div className="alert alert-danger portal-firewall-banner" role="alert">
      {ERROR_MESSAGES.firewallBlocked}
    </div>
  );
}
