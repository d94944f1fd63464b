import type { OfficerApplicationQueue } from './officer-queues.js';
import type { OfficerRole } from './officer-roles.js';

// The officer console's pages: an area of the web app under /officer, apart from the applicants'
// ROUTE_PATHS, with a guard of its own that reads the officer session (OFF-10). The server answers
// these addresses with the web app's page, as it does the applicants' (OPS-1).

export const OFFICER_PAGE_PATHS = {
  home: '/officer',
  login: '/officer/login',
  /** One application under review, `?id=` naming it, as the applicants' details page (OFF-25). */
  application: '/officer/application',
  accounts: '/officer/accounts',
  /** One account under review, `?id=` naming it (OFF-27). */
  account: '/officer/account',
  audit: '/officer/audit',
  /** The temporary restricted areas: every officer reads, supervisors publish (OFF-36). */
  restrictedAreas: '/officer/restricted-areas',
  /** The public holidays: every officer reads, supervisors add (OFF-36). */
  publicHolidays: '/officer/public-holidays',
  /** The background jobs' last runs and failures, for supervisors (LIFE-13). */
  jobs: '/officer/jobs',
} as const;

export type OfficerPagePath = (typeof OFFICER_PAGE_PATHS)[keyof typeof OFFICER_PAGE_PATHS];

interface OfficerConsoleSection {
  label: string;
  path: OfficerPagePath;
  /** Only supervisors see it, as only they may make its calls (OFF-7). */
  supervisorsOnly: boolean;
}

const OFFICER_CONSOLE_SECTIONS: readonly OfficerConsoleSection[] = [
  { label: 'Applications', path: OFFICER_PAGE_PATHS.home, supervisorsOnly: false },
  { label: 'Accounts', path: OFFICER_PAGE_PATHS.accounts, supervisorsOnly: false },
  { label: 'Restricted areas', path: OFFICER_PAGE_PATHS.restrictedAreas, supervisorsOnly: false },
  { label: 'Public holidays', path: OFFICER_PAGE_PATHS.publicHolidays, supervisorsOnly: false },
  { label: 'Audit', path: OFFICER_PAGE_PATHS.audit, supervisorsOnly: true },
  { label: 'Jobs', path: OFFICER_PAGE_PATHS.jobs, supervisorsOnly: true },
];

/** The console's navigation for an officer of this role. */
export function officerConsoleSections(role: OfficerRole): readonly OfficerConsoleSection[] {
  return OFFICER_CONSOLE_SECTIONS.filter(
    (section) => !section.supervisorsOnly || role === 'supervisor',
  );
}

const ROLE_LABELS: Record<OfficerRole, string> = { officer: 'Officer', supervisor: 'Supervisor' };

export function officerRoleLabel(role: OfficerRole): string {
  return ROLE_LABELS[role];
}

/** The application queues' names on the console's Applications page (OFF-18, OFF-24). */
export const OFFICER_QUEUE_LABELS: Readonly<Record<OfficerApplicationQueue, string>> = {
  processing: 'To review',
  'need-your-action': 'Waiting for the applicant',
  decided: 'Decided',
  'decided-automatically': 'Decided automatically',
  closed: 'Closed without a decision',
};

/** What a queue holds where its name alone does not say (OFF-58), shown above its list. */
export const OFFICER_QUEUE_NOTES: Readonly<Partial<Record<OfficerApplicationQueue, string>>> = {
  'decided-automatically':
    "Approved by the portal as they arrived, under the authority's auto-approval policy and with its standard conditions. A supervisor can revoke an approval from the application's review.",
};
