import { API_PATHS, REDIRECT_PATHS, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { PERMIT_API_PATHS } from '@aviation-permits/domain/permit';
import type { RegisteredRoute } from '@aviation-permits/server/src/test-support/route-table.js';
import type { Answer } from '../lib/answer.js';
import {
  IDENTITY_LABELS,
  IDENTITY_NAMES,
  type Identity,
  type IdentityName,
} from '../lib/identities.js';
import { ownerRequest, type OwnerRequest } from '../lib/owner-request.js';
import type { PartReport } from '../lib/report.js';
import { operationKey } from '../lib/route-catalogue.js';
import type { SuiteContext } from '../lib/suite-context.js';

// Part 1 (SEC-14, SEC-21): the access matrix. A row per route of the route table, a column per
// identity; each call aims at applicant A's records where the route names a record. A cell is
// forbidden when the identity may not reach what the call names (another applicant's record, an
// officer's call for anyone who is not an officer); a forbidden cell must answer 401, 403 or 404
// and its body must carry none of A's markers. Allowed cells are called only when that changes
// nothing (a GET without side effects), and any answer but A's own and an officer's on the
// officer service must carry none of A's markers either.

const OFFICER_BASE = SERVICE_BASE_PATHS.officer;
const REFUSALS = [401, 403, 404];

/** The officer service's ways in: each identity's own sign-in, not an officer's call. */
const OFFICER_SIGN_IN: readonly string[] = [
  OFFICER_API_PATHS.signInCode,
  OFFICER_API_PATHS.signInCodeVerify,
  OFFICER_API_PATHS.signInTotp,
  OFFICER_API_PATHS.signInRecoveryCode,
  OFFICER_API_PATHS.enrolment,
  OFFICER_API_PATHS.enrolmentConfirm,
  OFFICER_API_PATHS.session,
  OFFICER_API_PATHS.signOut,
];

/** GETs that change something (end a session, start a payment): called only where forbidden. */
const GET_WITH_EFFECTS: readonly string[] = [
  API_PATHS.logout,
  REDIRECT_PATHS.paymentRedirect,
  REDIRECT_PATHS.paymentReturn,
];

/** Open to everyone by design: the permit's QR code opens it (PRM-8); a wrong code shows nothing. */
const PUBLIC_CALLS: readonly string[] = [PERMIT_API_PATHS.verify];

const OFFICERS: readonly IdentityName[] = ['officer', 'supervisor'];

/** Development-only routes: open on a development portal by design, absent (404) in production. */
const isDevelopmentOnly = (path: string) =>
  path.startsWith('/dev/') || path.startsWith('/api-docs');

interface Row {
  route: RegisteredRoute;
  request: OwnerRequest;
  officerCall: boolean;
}

function isForbidden(row: Row, identity: IdentityName): boolean {
  const isOfficer = OFFICERS.includes(identity);
  if (row.officerCall && !isOfficer) return true;
  if (!row.request.namesOwnerRecord || PUBLIC_CALLS.includes(row.route.path)) return false;
  return row.route.path.startsWith(OFFICER_BASE) ? !isOfficer : identity !== 'applicantA';
}

/** Whose answers may carry A's markers: A's own, and officers' on their own service. */
function mayShowOwnerData(row: Row, identity: IdentityName): boolean {
  if (identity === 'applicantA') return true;
  return OFFICERS.includes(identity) && row.route.path.startsWith(OFFICER_BASE);
}

function markersIn(answer: Answer, markers: readonly string[]): string[] {
  const body = answer.text().toLowerCase();
  return markers.filter((marker) => body.includes(marker.toLowerCase()));
}

function send(identity: Identity, request: OwnerRequest): Promise<Answer> {
  return identity.client.call(request.method, request.url, {
    ...(request.json === undefined ? {} : { json: request.json }),
    ...(request.form === undefined ? {} : { form: request.form }),
    headers: { accept: 'application/json, text/html' },
  });
}

interface Tally {
  forbidden: number;
  refused: number;
  allowedSent: number;
  notSent: number;
}

export async function accessMatrix(context: SuiteContext): Promise<PartReport> {
  const { catalogue, identities, records, target } = context;
  const owner = identities.applicantA;
  const markers = records?.markers ?? [];
  const failures: string[] = [];
  const tally: Tally = { forbidden: 0, refused: 0, allowedSent: 0, notSent: 0 };
  const columns = IDENTITY_NAMES.filter((name) => identities[name] !== undefined);
  const emptyRecords = {
    submittedId: '3f1c2b9e-5d4a-4c8b-9e7f-0a1b2c3d4e5f',
    submittedReference: 'SC-2026-000001',
    documentId: '3f1c2b9e-5d4a-4c8b-9e7f-0a1b2c3d4e5f',
    draftId: '3f1c2b9e-5d4a-4c8b-9e7f-0a1b2c3d4e5f',
    draftVersion: 1,
    markers: [],
  };
  const rows: Row[] = catalogue.routes
    .map((route) => ({
      route,
      request: ownerRequest(
        route,
        catalogue.operations.get(operationKey(route.method, route.path)),
        records ?? emptyRecords,
        owner?.accountId,
      ),
      officerCall: route.path.startsWith(OFFICER_BASE) && !OFFICER_SIGN_IN.includes(route.path),
    }))
    // Sign-outs last: they end the sessions the other rows are called with.
    .sort(
      (a, b) =>
        Number(/log-?out|sign-out/.test(a.route.path)) -
        Number(/log-?out|sign-out/.test(b.route.path)),
    );

  const table: string[][] = [];
  for (const row of rows) {
    const label = `${row.route.method} ${row.route.path}`;
    const cells: string[] = [];
    for (const name of columns) {
      const identity = identities[name] as Identity;
      const forbidden = isForbidden(row, name);
      const sideEffects = row.route.method !== 'GET' || GET_WITH_EFFECTS.includes(row.route.path);
      if (!forbidden && sideEffects) {
        tally.notSent += 1;
        cells.push('·');
        continue;
      }
      const answer = await send(identity, row.request);
      const seen = markersIn(answer, markers);
      let problem: string | undefined;
      if (answer.status >= 500 || answer.status === 0) problem = `answered ${answer.status}`;
      else if (forbidden && !REFUSALS.includes(answer.status))
        problem = `forbidden, answered ${answer.status}`;
      else if (
        seen.length > 0 &&
        !mayShowOwnerData(row, name) &&
        !isDevelopmentOnly(row.route.path)
      ) {
        problem = `shows applicant A's ${seen.join(', ')}`;
      } else if (target.production && isDevelopmentOnly(row.route.path) && answer.status !== 404) {
        problem = `a development route answered ${answer.status} in production`;
      }
      if (forbidden) tally.forbidden += 1;
      if (forbidden && !problem) tally.refused += 1;
      if (!forbidden) tally.allowedSent += 1;
      if (problem) failures.push(`${label} as ${IDENTITY_LABELS[name]}: ${problem}`);
      cells.push(`${answer.status}${forbidden ? '' : '+'}${problem ? '!' : ''}`);
    }
    table.push([label, ...cells]);
  }

  const notes = [
    `cells: a status is a forbidden call's answer; "+" an allowed call's; "·" allowed but not sent (it would change something); "!" a failure`,
    `${tally.forbidden} forbidden cells sent, ${tally.refused} refused with 401/403/404 and none of A's data; ${tally.allowedSent} allowed cells sent; ${tally.notSent} not sent`,
  ];
  if (target.limitation) {
    notes.push(
      `only the anonymous column: ${target.limitation}; the other identities, A's records and the cross-applicant cells need a development portal (npm run test:abuse without ABUSE_BASE_URL) or the stack with its stand-ins`,
    );
  }
  notes.push(
    "officer vs supervisor: the matrix shows each answer; which officer calls are a supervisor's alone is each route's own configuration, asserted in process by the server tests (OFF-7)",
  );
  return {
    title: 'Part 1: access matrix (route table × identity)',
    headers: ['route', ...columns.map((name) => IDENTITY_LABELS[name])],
    rows: table,
    failures,
    notes,
  };
}
