import { API_PATHS, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  draftSavedResponseSchema,
  listDocumentsResponseSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import type { Applicant } from './applicant.js';
import {
  DOCUMENT_PDF,
  SHIP_CATEGORY_ID,
  draftForm,
  newDraftForm,
  shipCrossingForm,
} from './application-form.js';
import { outcomeOf, type ApplicationRecord, type Ledger } from './ledger.js';
import type { PaymentGatewayStandIn } from './payment-gateway.js';
import type { PortalAnswer, PortalClient } from './portal-client.js';

// One round of an applicant's work, as the web app calls it (OPS-53): the dashboard, a new draft
// saved twice, a document uploaded, the application submitted and paid, the dashboard and the
// profile read again. Each write goes into the ledger with what the portal answered. A call
// without a definite answer (no answer, a 5xx) ends the round: the applicant waits as the
// answer's Retry-After asks (bounded) and starts a new one, as a person would reload the page.

/** The longest Retry-After an applicant honours before starting again. */
const MAX_RETRY_WAIT_S = 10;

export interface CycleContext {
  ledger: Ledger;
  gateway: PaymentGatewayStandIn;
  /** Who delivers the gateway's notifications: Stripe's servers, not the applicant's browser. */
  gatewayClient: PortalClient;
  /** A pause between two calls; resolves at once when the window is over. */
  think(): Promise<void>;
  /** Waits that many seconds, or less when the window ends first. */
  wait(seconds: number): Promise<void>;
  over(): boolean;
}

/** Thrown to end the round: the call got no definite answer, or a refusal it should not have. */
class RoundEnded extends Error {
  constructor(readonly answer: PortalAnswer) {
    super('round ended');
  }
}

function definite(answer: PortalAnswer, ...expected: number[]): PortalAnswer {
  if (!expected.includes(answer.status)) throw new RoundEnded(answer);
  return answer;
}

export async function createDraft(applicant: Applicant, context: Pick<CycleContext, 'ledger'>) {
  const answer = await applicant.client.call('draft create', 'POST', API_PATHS.applicationDraft, {
    json: { form: newDraftForm() },
  });
  if (outcomeOf(answer.status) === 'unknown') context.ledger.creationUnknown(applicant.email);
  definite(answer, 201);
  const { id } = draftSavedResponseSchema.parse(answer.json());
  return context.ledger.created(applicant.email, id);
}

/** Marks a write whose outcome is unknown, then ends the round unless it was acknowledged. */
function settle(record: ApplicationRecord, answer: PortalAnswer, ...expected: number[]) {
  if (outcomeOf(answer.status) === 'unknown') record.unknownWrites += 1;
  return definite(answer, ...expected);
}

async function saveDraft(client: PortalClient, record: ApplicationRecord, marker: string) {
  const answer = await client.call('draft save', 'PUT', API_PATHS.applicationDraft, {
    json: { id: record.id, version: record.version, form: draftForm(marker) },
  });
  settle(record, answer, 200);
  record.version = draftSavedResponseSchema.parse(answer.json()).version;
  record.marker = marker;
}

export async function uploadDocument(
  client: PortalClient,
  record: ApplicationRecord,
): Promise<string> {
  const form = new FormData();
  form.append('documents', new Blob([DOCUMENT_PDF], { type: 'application/pdf' }), 'plan.pdf');
  const query = new URLSearchParams({ applicationId: record.id });
  const answer = await client.call('upload', 'POST', `${API_PATHS.documentUpload}?${query}`, {
    form,
  });
  if (outcomeOf(answer.status) === 'unknown') record.unknownUploads += 1;
  definite(answer, 200);
  const { documents } = listDocumentsResponseSchema.parse(answer.json());
  const added = documents.filter(({ id }) => !record.documentIds.includes(id));
  record.documentIds.push(...added.map(({ id }) => id));
  const [document] = added;
  if (!document) throw new Error(`The upload to ${record.id} answered no new document`);
  return document.id;
}

export async function submit(client: PortalClient, record: ApplicationRecord, documentId: string) {
  const answer = await client.call('submit', 'POST', CATEGORY_API_PATHS[SHIP_CATEGORY_ID].submit, {
    json: { id: record.id, version: record.version, form: shipCrossingForm(documentId) },
  });
  settle(record, answer, 200);
  record.reference = submitApplicationResponseSchema.parse(answer.json()).reference;
}

/** Proceed to Payment: the gateway's checkout the browser is sent to. */
export async function startPayment(client: PortalClient, record: ApplicationRecord) {
  const query = new URLSearchParams({ applicationId: record.id, from: 'dashboard' });
  const redirect = await client.call(
    'payment',
    'GET',
    `${REDIRECT_PATHS.paymentRedirect}?${query}`,
  );
  settle(record, redirect, 303);
  const checkoutId = /\/c\/pay\/([^/?#]+)/.exec(String(redirect.headers.location))?.[1];
  if (!checkoutId) throw new RoundEnded(redirect);
  return checkoutId;
}

/** Proceed to Payment, the payer pays at the gateway, its notification, the way back. */
async function pay(client: PortalClient, record: ApplicationRecord, context: CycleContext) {
  const checkoutId = await startPayment(client, record);
  const notification = context.gateway.pay(checkoutId);
  const notified = await context.gatewayClient.call(
    'payment notification',
    'POST',
    '/payment-gateway/notification',
    {
      rawBody: notification.body,
      headers: notification.headers,
    },
  );
  settle(record, notified, 204);
  record.paid = true;
  const back = new URL(context.gateway.returnAddressOf(checkoutId));
  definite(await client.call('payment return', 'GET', `${back.pathname}${back.search}`), 303);
}

async function read(client: PortalClient, label: string, path: string) {
  definite(await client.call(label, 'GET', path), 200);
}

/** One round; never throws for what the portal answered (that is in the call records). */
export async function applicantRound(
  applicant: Applicant,
  round: number,
  context: CycleContext,
): Promise<void> {
  const { client } = applicant;
  let record: ApplicationRecord | undefined;
  let documentId = '';
  const draft = () => {
    if (!record) throw new Error('no draft');
    return record;
  };
  const steps: (() => Promise<unknown>)[] = [
    () => read(client, 'dashboard read', API_PATHS.dashboardData),
    async () => (record = await createDraft(applicant, context)),
    () => saveDraft(client, draft(), `round-${round}-save-1`),
    async () => (documentId = await uploadDocument(client, draft())),
    () => saveDraft(client, draft(), `round-${round}-save-2`),
    () => submit(client, draft(), documentId),
    () => pay(client, draft(), context),
    () => read(client, 'dashboard read', API_PATHS.dashboardData),
    () => read(client, 'profile read', API_PATHS.profile),
    () => read(client, 'status read', API_PATHS.status),
  ];
  for (const step of steps) {
    if (context.over()) return;
    try {
      await step();
    } catch (error) {
      if (!(error instanceof RoundEnded)) throw error;
      const retryAfter = Number(error.answer.headers['retry-after'] ?? 1);
      await context.wait(Math.min(MAX_RETRY_WAIT_S, Number.isFinite(retryAfter) ? retryAfter : 1));
      return;
    }
    await context.think();
  }
}
