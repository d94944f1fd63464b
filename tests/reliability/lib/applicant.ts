import { API_PATHS } from '@aviation-permits/domain/http';
import { DOCUMENT_PDF, profileOf } from './application-form.js';
import type { Mailbox } from './mailbox.js';
import { PortalClient } from './portal-client.js';
import { expectStatus, openPortal, signInWithEmailCode } from './sign-in.js';

// A simulated applicant: an address of its own, a browser of its own on a loopback address of its
// own, and a registration an officer approves before it may apply (ACC-43).

export interface Applicant {
  index: number;
  email: string;
  client: PortalClient;
}

/** The run's applicants: e-mail addresses no earlier run used, 127.1.x.y each. */
export function newApplicants(runId: string, count: number, baseUrl: string): Applicant[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    email: `applicant-${runId}-${index}@reliability.example`,
    client: new PortalClient(baseUrl, `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`),
  }));
}

/** Signs in by e-mail code and submits the registration with a supporting document. */
export async function register(applicant: Applicant, mailbox: Mailbox, runId: string) {
  const { client, email, index } = applicant;
  await openPortal(client);
  await signInWithEmailCode(client, mailbox, email);
  expectStatus('the profile', await client.call('profile read', 'GET', API_PATHS.profile), 200);
  const username = `a${runId}n${index}`;
  const form = new FormData();
  form.append('profile', JSON.stringify(profileOf(email, username)));
  form.append('documents', new Blob([DOCUMENT_PDF], { type: 'application/pdf' }), 'licence.pdf');
  const submitted = await client.call('registration', 'POST', API_PATHS.profileSubmit, { form });
  expectStatus('the registration', submitted, 200);
}
