import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';

/** ROUTE-4: a banner warns against phone scams and gives the helpline 1799. */
export function ScamBanner() {
  return (
    <div className="portal-scam-banner">
      <div className="container-fluid">
        <strong>Beware of phone scams.</strong> We will never ask you for your bank details,
        passwords or one-time codes over the phone. If in doubt, call the ScamShield helpline at{' '}
        <a href={`tel:${PORTAL_CONSTANTS.scamHelpline}`}>{PORTAL_CONSTANTS.scamHelpline}</a>.
      </div>
    </div>
  );
}
