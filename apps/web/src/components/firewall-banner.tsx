import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';

/**
 * Shown once a firewall in front of the portal has blocked a request (ERR-9): its own words, then
 * the robot-blocked message (ERR-14), because such a firewall most often refuses input with the
 * special characters that message names, which the visitor can remove and send again.
 */
export function FirewallBanner() {
  return (
    <div className="alert alert-danger portal-firewall-banner" role="alert">
      <p className="mb-1 fw-bold">{ERROR_MESSAGES.firewallBlocked}</p>
      <p className="mb-0">{ERROR_MESSAGES.robotBlocked}</p>
    </div>
  );
}
