import { API_PATHS } from '@aviation-permits/domain/http';
import { MAP_API_PATHS, mapTokenAnswerSchema } from '@aviation-permits/domain/geo';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { PERMIT_API_PATHS } from '@aviation-permits/domain/permit';
import { draftSavedResponseSchema } from '@aviation-permits/domain/application';
import {
  leavesOf,
  withLeaf,
} from '@aviation-permits/server/src/test-support/fuzz/json-schema-sample.js';
import type { Answer } from '../lib/answer.js';
import { validForm } from '../lib/application-forms.js';
import { ATTACK_SAMPLES, type AttackFamily } from '../lib/attack-samples.js';
import type { Identity } from '../lib/identities.js';
import { PortalClient } from '../lib/portal-client.js';
import { openPortal, signInWithEmailCode } from '../lib/sign-in.js';
import type { PartReport } from '../lib/report.js';
import type { SuiteContext } from '../lib/suite-context.js';

// Part 4 (SEC-24): the attack samples (SQL injection, XSS, path traversal, command injection) in
// every text field of every form the suite can send again and again: the application form's
// draft save, the profile's save, and the search boxes. Each answer is compared with the same
// call carrying harmless text (the baseline): blocked by the firewall (its 403 signature, only the
// stack has one), refused by the portal (a 4xx envelope where the baseline passed), or accepted as
// plain text, which is fine for free text: it is stored as data and served back as JSON that no
// browser runs (the web app renders it as text).

type Field = (string | number)[];

interface Form {
  name: string;
  sender: Identity;
  /** Headers the call carries besides the pipeline's (the map search's token). */
  headers?: Record<string, string>;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The body or query a harmless call sends; the text fields are its string leaves. */
  baseline: Record<string, unknown>;
  /** Called after each accepted call: a draft's next save needs the version it answered. */
  afterAccepted?: (answer: Answer, body: Record<string, unknown>) => Record<string, unknown>;
  /** A call that names records only: their ids are not text fields. */
  notText?: (field: Field) => boolean;
}

/** An id of the right shape that names no record. */
const PLAUSIBLE_ID = '3f1c2b9e-5d4a-4c8b-9e7f-0a1b2c3d4e5f';

const ANY_ID = /(^id$|Ids?$|^version$|^kind$|^category$|^c$)/;
/** A flood allowance's worth of calls from one address, then the next address (SEC-11). */
const CALLS_PER_ADDRESS = 250;

const isTextField = (value: unknown, field: Field) =>
  typeof value === 'string' && !field.some((key) => typeof key === 'string' && ANY_ID.test(key));

function valueAt(value: unknown, field: Field): unknown {
  let node = value;
  for (const key of field) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

/**
 * A person signed in who has not registered yet: the profile form saves only until the
 * registration is submitted (an approved account's profile is read-only).
 */
async function newRegistrant(context: SuiteContext): Promise<Identity> {
  const client = new PortalClient(context.target.baseUrl, context.addresses.next());
  await openPortal(client);
  const email = `abuse-registrant-${context.target.runId}@example.com`;
  await signInWithEmailCode(client, email);
  // Not one of the matrix's identities: named after the closest, an applicant of its own.
  return { name: 'applicantB', client, email };
}

/** The map search's token (MAP-7), which only a signed-in applicant is given. */
async function mapSearchHeaders(sender: Identity): Promise<Record<string, string>> {
  const answer = await sender.client.call('GET', MAP_API_PATHS.init);
  if (answer.status !== 200) return {};
  return { authorization: mapTokenAnswerSchema.parse(answer.json()).token };
}

/** A draft of the sender's own to save again and again, or a plausible one nobody has. */
async function draftToSave(sender: Identity): Promise<{ id: string; version: number }> {
  const created = await sender.client.call('POST', API_PATHS.applicationDraft, {
    json: { form: { category: 3 } },
  });
  if (created.status !== 201) return { id: PLAUSIBLE_ID, version: 1 };
  return draftSavedResponseSchema.parse(created.json());
}

/**
 * Every form, sent by the identity it belongs to where the portal has one signed in, else by the
 * anonymous visitor (on a production portal): the firewall reads the request either way.
 */
async function formsOf(context: SuiteContext, anonymous: Identity): Promise<Form[]> {
  const { identities, records } = context;
  const applicant = identities.applicantA ?? anonymous;
  const officer = identities.officer ?? anonymous;
  const registrant = context.target.canSignIn ? await newRegistrant(context) : anonymous;
  const profile = await registrant.client.call('GET', API_PATHS.profile);
  const savedProfile =
    profile.status === 200
      ? (profile.json<{ profile?: Record<string, unknown> }>().profile ?? {})
      : {};
  const draft = await draftToSave(applicant);
  return [
    {
      name: 'permit verification (public)',
      sender: anonymous,
      method: 'GET',
      path: PERMIT_API_PATHS.verify,
      baseline: { reference: 'SC-2026-000001', c: '0000000000' },
    },
    {
      name: 'application draft save',
      sender: applicant,
      method: 'PUT',
      path: API_PATHS.applicationDraft,
      baseline: {
        ...draft,
        form: validForm(3, records?.documentId ?? PLAUSIBLE_ID, 'harmless'),
      },
      afterAccepted: (answer, body) => ({
        ...body,
        version: draftSavedResponseSchema.parse(answer.json()).version,
      }),
    },
    {
      name: 'profile save',
      sender: registrant,
      method: 'PUT',
      path: API_PATHS.profile,
      baseline: { ...savedProfile, name: 'Harmless Name', designation: 'Director' },
    },
    {
      name: 'dashboard search',
      sender: applicant,
      method: 'GET',
      path: API_PATHS.dashboardData,
      baseline: { search: 'harmless' },
    },
    {
      name: 'map address search',
      sender: applicant,
      headers: await mapSearchHeaders(applicant),
      method: 'GET',
      path: MAP_API_PATHS.search,
      baseline: { searchVal: 'harmless', returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' },
    },
    {
      name: "officers' application search",
      sender: officer,
      method: 'GET',
      path: OFFICER_API_PATHS.applications,
      baseline: { search: 'harmless' },
    },
    {
      name: "officers' account search",
      sender: officer,
      method: 'GET',
      path: OFFICER_API_PATHS.accounts,
      baseline: { search: 'harmless' },
    },
  ];
}

type Outcome =
  'firewall' | 'portal refused' | 'accepted as text' | 'refused as the baseline' | 'failure';

function send(form: Form, body: Record<string, unknown>): Promise<Answer> {
  const { client } = form.sender;
  const headers = form.headers ?? {};
  if (form.method !== 'GET') return client.call(form.method, form.path, { json: body, headers });
  const query = new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return client.call('GET', `${form.path}?${query}`, { headers });
}

function outcomeOf(answer: Answer, baseline: Answer): Outcome {
  if (answer.answerer() === 'firewall') return 'firewall';
  if (answer.status >= 500 || answer.status === 0) return 'failure';
  if (answer.status >= 400 && !answer.isEnvelope()) return 'failure';
  const baselinePassed = baseline.status < 400;
  if (!baselinePassed) return 'refused as the baseline';
  return answer.status < 400 ? 'accepted as text' : 'portal refused';
}

const OUTCOMES: readonly Outcome[] = [
  'firewall',
  'portal refused',
  'accepted as text',
  'refused as the baseline',
  'failure',
];

export async function attackPayloads(context: SuiteContext): Promise<PartReport> {
  const failures: string[] = [];
  const perForm: string[][] = [];
  const perFamily = new Map<AttackFamily, Record<Outcome, number>>();
  const deadline = Date.now() + context.options.partSeconds * 1000;
  let calls = 0;
  const { anonymous } = context.identities;
  for (const form of anonymous ? await formsOf(context, anonymous) : []) {
    const identity = form.sender;
    let body = form.baseline;
    const baseline = await send(form, body);
    if (baseline.status < 400 && form.afterAccepted) body = form.afterAccepted(baseline, body);
    const fields = leavesOf(body).filter((field) => isTextField(valueAt(body, field), field));
    const tally: Record<Outcome, number> = {
      firewall: 0,
      'portal refused': 0,
      'accepted as text': 0,
      'refused as the baseline': 0,
      failure: 0,
    };
    for (const field of fields) {
      for (const sample of ATTACK_SAMPLES) {
        if (Date.now() > deadline) break;
        calls += 1;
        if (calls % CALLS_PER_ADDRESS === 0)
          identity.client.localAddress = context.addresses.next();
        const sent = withLeaf(body, field, sample.payload) as Record<string, unknown>;
        const answer = await send(form, sent);
        const outcome = outcomeOf(answer, baseline);
        tally[outcome] += 1;
        const family = perFamily.get(sample.family) ?? {
          firewall: 0,
          'portal refused': 0,
          'accepted as text': 0,
          'refused as the baseline': 0,
          failure: 0,
        };
        family[outcome] += 1;
        perFamily.set(sample.family, family);
        if (outcome === 'failure')
          failures.push(`${form.name}, ${field.join('.')}, ${sample.payload}: ${answer.status}`);
        if (outcome === 'accepted as text' && form.afterAccepted)
          body = form.afterAccepted(answer, body);
      }
    }
    perForm.push([
      `${form.name} (${identity === anonymous ? 'anonymous' : 'signed in'}, baseline ${baseline.status})`,
      String(fields.length),
      ...OUTCOMES.map((outcome) => String(tally[outcome])),
    ]);
  }
  const rows = [
    ...perForm,
    ...[...perFamily].map(([family, tally]) => [
      `all forms: ${family}`,
      '',
      ...OUTCOMES.map((outcome) => String(tally[outcome])),
    ]),
  ];
  return {
    title: 'Part 4: attack samples in every text field (the firewall and the portal)',
    headers: ['form (sender, baseline status)', 'text fields', ...OUTCOMES],
    rows,
    failures,
    notes: [
      `${ATTACK_SAMPLES.length} samples (8 each of SQL injection, XSS, path traversal, command injection) in every text field: ${calls} calls`,
      '"firewall": a 403 with the firewall\'s signature (only the stack has a firewall); "portal refused": a 4xx envelope where the harmless baseline passed; "accepted as text": stored or searched as plain text, which is right for free text (it is data, served back as JSON, never run); "refused as the baseline": the sender may not make the call at all, so only the firewall\'s figure counts there',
      'not sent: the forms each of whose calls is a decision or a sign-in (officer decisions, publishing restricted areas and holidays, submissions, the sign-in code requests, which each need a solved human check); the fuzz part sends hostile text to those routes',
    ],
  };
}
