import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  officerAccountQueueSchema,
  totpEnrolmentSchema,
} from '@aviation-permits/domain/officer';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { authenticatorCode, currentStep } from '@aviation-permits/e2e/support/authenticator-app.js';
import { addOfficer } from '@aviation-permits/e2e/support/officers-cli.js';
import { uniqueNric, uniqueUen } from '@aviation-permits/e2e/support/test-identities.js';
import {
  COMPLETE_PROFILE,
  MINIMAL_PDF,
  profileSubmission,
} from '@aviation-permits/server/src/test-support/profile-test-client.js';
import type { ClientAddresses } from './client-addresses.js';
import { providerRedirect } from './identity-provider.js';
import { PortalClient } from './portal-client.js';
import { expectStatus, openPortal, refreshCsrfToken, signInWithEmailCode } from './sign-in.js';
import type { PortalTarget } from './target.js';

// The six identities of the access matrix (issue 23, item 5): nobody; applicants A and B, each
// signed in by e-mail code, registered and approved; a Corppass user of another entity, signed in
// through MockPass; an officer and a supervisor, added with the operators' command and signed in
// with an e-mail code and an authenticator app. All but the anonymous one need a development
// portal (its mailbox, its MockPass, its data directory) or the stack with its stand-ins (its
// SMTP sink's mailbox, its MockPass, `npm run stack -- officers`).

export const IDENTITY_NAMES = [
  'anonymous',
  'applicantA',
  'applicantB',
  'otherEntity',
  'officer',
  'supervisor',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

export const IDENTITY_LABELS: Record<IdentityName, string> = {
  anonymous: 'anonymous',
  applicantA: 'applicant A',
  applicantB: 'applicant B',
  otherEntity: 'Corppass, other entity',
  officer: 'officer',
  supervisor: 'supervisor',
};

export interface Identity {
  name: IdentityName;
  client: PortalClient;
  /** The address it signed in with or registered. */
  email?: string;
  /** The name its profile carries. */
  fullName?: string;
  nric?: string;
  /** The account's id, as the officer who approved it read it from the queue. */
  accountId?: string;
}

export type Identities = Partial<Record<IdentityName, Identity>>;

/** A name the profile rules accept (letters and spaces) that no other run's pages contain. */
function distinctiveName(runId: string, who: string): string {
  const letters = runId.replace(/[^a-z]/gi, '').slice(0, 8) || 'run';
  return `Abuse ${who} ${letters}`;
}

/** The registration that passes every rule, with this identity's name, address and NRIC. */
async function register(identity: Identity, username: string): Promise<void> {
  const profile = {
    ...COMPLETE_PROFILE,
    name: identity.fullName,
    email: identity.email,
    username,
    idNumber: identity.nric,
  };
  const form = profileSubmission(profile, [
    { name: 'licence.pdf', type: 'application/pdf', content: MINIMAL_PDF },
  ]);
  const submitted = await identity.client.call('POST', API_PATHS.profileSubmit, { form });
  expectStatus(`${identity.name}'s registration`, submitted, 200);
}

async function emailApplicant(
  target: PortalTarget,
  addresses: ClientAddresses,
  name: IdentityName,
  who: string,
): Promise<Identity> {
  const client = new PortalClient(target.baseUrl, addresses.next());
  const identity: Identity = {
    name,
    client,
    email: `abuse-${who.toLowerCase()}-${target.runId}@example.com`,
    fullName: distinctiveName(target.runId, who),
    nric: uniqueNric(),
  };
  await openPortal(client);
  await signInWithEmailCode(client, identity.email ?? '');
  await register(identity, `abuse${who}${target.runId}`.toLowerCase());
  return identity;
}

/**
 * A Corppass user of an entity of its own: the portal's redirect, MockPass's silent log-in as the
 * person and entity the X-Custom headers name, and the callback back at the portal.
 */
async function corppassMember(target: PortalTarget, addresses: ClientAddresses): Promise<Identity> {
  const client = new PortalClient(target.baseUrl, addresses.next());
  await openPortal(client);
  const nric = uniqueNric();
  const start = await client.call('GET', REDIRECT_PATHS.corppassAuthRedirect);
  const backTo = await providerRedirect(
    expectStatus('the Corppass redirect', start, 302).location(),
    {
      'X-Show-Login-Page': 'false',
      'X-Custom-NRIC': nric,
      'X-Custom-UUID': crypto.randomUUID(),
      'X-Custom-UEN': uniqueUen(),
    },
  );
  const callback = new URL(backTo, target.baseUrl);
  const back = await client.call('GET', `${callback.pathname}${callback.search}`);
  expectStatus('the Corppass callback', back, 302);
  await refreshCsrfToken(client);
  const status = userSessionSchema.parse(
    expectStatus('the status', await client.call('GET', API_PATHS.status), 200).json(),
  );
  const identity: Identity = {
    name: 'otherEntity',
    client,
    // The registration's address: a Corppass user proves it later, if ever (ACC-34).
    email: status.email || `abuse-corppass-${target.runId}@example.com`,
    fullName: distinctiveName(target.runId, 'Corppass'),
    nric,
  };
  await register(identity, `abusecorppass${target.runId}`);
  return identity;
}

async function setUpAuthenticator(client: PortalClient): Promise<void> {
  const enrolment = await client.call('POST', OFFICER_API_PATHS.enrolment);
  expectStatus('the authenticator set-up', enrolment, 200);
  const { manualKey } = totpEnrolmentSchema.parse(enrolment.json());
  const code = authenticatorCode(manualKey, currentStep());
  const confirmed = await client.call('POST', OFFICER_API_PATHS.enrolmentConfirm, {
    json: { code },
  });
  expectStatus('the authenticator confirmation', confirmed, 200);
  await refreshCsrfToken(client);
}

async function officerOf(
  target: PortalTarget,
  addresses: ClientAddresses,
  role: 'officer' | 'supervisor',
): Promise<Identity> {
  const email = `abuse-${role}-${target.runId}@caa.example`;
  const dataDir = target.dataDir;
  if (dataDir === undefined) throw new Error('Officers need the portal data directory');
  // On the stack the command runs through `npm run stack -- officers` (e2e's officers-cli.ts).
  await addOfficer({ baseUrl: target.baseUrl, dataDir }, { email, role, name: `Abuse ${role}` });
  const client = new PortalClient(target.baseUrl, addresses.next());
  await openPortal(client);
  await signInWithEmailCode(client, email, {
    request: OFFICER_API_PATHS.signInCode,
    verify: OFFICER_API_PATHS.signInCodeVerify,
  });
  await setUpAuthenticator(client);
  return { name: role, client, email };
}

/** The officer approves each registration, found in the accounts to review by its name. */
async function approve(officer: Identity, applicants: Identity[]): Promise<void> {
  for (const applicant of applicants) {
    // By name: a Corppass user's account has no proved address until they prove one (ACC-34).
    const query = new URLSearchParams({ queue: 'to-review', search: applicant.fullName ?? '' });
    const queue = await officer.client.call('GET', `${OFFICER_API_PATHS.accounts}?${query}`);
    expectStatus('the accounts to review', queue, 200);
    const row = officerAccountQueueSchema
      .parse(queue.json())
      .rows.find(({ name }) => name === applicant.fullName);
    if (!row) throw new Error(`${applicant.name}'s registration is not in the accounts to review`);
    applicant.accountId = row.id;
    const decided = await officer.client.call('POST', OFFICER_API_PATHS.accountDecision(row.id), {
      json: { action: 'approve' },
    });
    expectStatus(`${applicant.name}'s approval`, decided, 204);
  }
}

/** Every identity the portal lets the suite make: all six where it can sign in, else nobody's. */
export async function signInIdentities(
  target: PortalTarget,
  addresses: ClientAddresses,
): Promise<Identities> {
  const anonymous: Identity = {
    name: 'anonymous',
    client: new PortalClient(target.baseUrl, addresses.next()),
  };
  await openPortal(anonymous.client);
  if (!target.canSignIn) return { anonymous };
  const applicantA = await emailApplicant(target, addresses, 'applicantA', 'Owner');
  const applicantB = await emailApplicant(target, addresses, 'applicantB', 'Other');
  const otherEntity = await corppassMember(target, addresses);
  const officer = await officerOf(target, addresses, 'officer');
  const supervisor = await officerOf(target, addresses, 'supervisor');
  await approve(officer, [applicantA, applicantB, otherEntity]);
  return { anonymous, applicantA, applicantB, otherEntity, officer, supervisor };
}
