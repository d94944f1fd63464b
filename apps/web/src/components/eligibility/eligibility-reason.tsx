import type { EligibilityReason, EligibilityVerdict } from '@aviation-permits/domain/eligibility';

// The Enquiry Tool's answer as a reader sees it (ENQ-3): the three verdicts, and each reason with
// the zone and the limit that decided it. The tool's page and the application form's review step
// (APP-9) show the same words.

/** The three verdicts of ENQ-2 as a visitor reads them. */
export const VERDICT_TEXTS: Record<EligibilityVerdict, { title: string; tone: string }> = {
  PERMIT_REQUIRED: { title: 'Permit needed', tone: 'warning' },
  NO_PERMIT_REQUIRED: { title: 'No permit needed', tone: 'success' },
  NOT_ALLOWED: { title: 'Not allowed', tone: 'danger' },
};

const UNIT_TEXT = { ft: 'ft', m: 'm', km: 'km', persons: 'persons' } as const;

function limitText(threshold: NonNullable<EligibilityReason['threshold']>): string {
  const value = threshold.value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
  const above = threshold.reference === 'AMSL' ? ' above mean sea level' : '';
  return `${value} ${UNIT_TEXT[threshold.unit]}${above}`;
}

/** A stable key for a reason in a list: a rule speaks once per zone. */
export const reasonKey = (reason: EligibilityReason) => `${reason.code}-${reason.zone?.id ?? ''}`;

/** One reason as a list item: its sentence, then the zone and limit that decided it. */
export function EligibilityReasonItem({ reason }: { reason: EligibilityReason }) {
  return (
    <li className="mb-2">
      {reason.message}
      {(reason.zone ?? reason.threshold) && (
        <dl className="row small mb-0 mt-1">
          {reason.zone && (
            <>
              <dt className="col-sm-3">Zone</dt>
              <dd className="col-sm-9 mb-0">{reason.zone.name}</dd>
            </>
          )}
          {reason.threshold && (
            <>
              <dt className="col-sm-3">Limit</dt>
              <dd className="col-sm-9 mb-0">{limitText(reason.threshold)}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}
