import { API_PATHS, DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  CATEGORY_API_PATHS,
  STALE_DRAFT_ERROR,
  applicationRecordSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import { type CategoryId } from '@aviation-permits/domain/activity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AERIAL_PHOTOGRAPHY,
  CRANE,
  SHIP_CROSSING,
  aerialActivity,
} from '@aviation-permits/domain/test-fixtures';
import { DEFAULT_FEE_SCHEDULE } from '../../config/fees.js';
import { applications } from '../../db/schema/applications.js';
import { officers } from '../../db/schema/officers.js';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { createApplicationRepository } from './application.repository.js';

// APP-49, APP-51, PAY-1, PAY-2: a submission validates the whole form on the server with today's
// date in Singapore, takes a reference, its fee from the schedule and the next status, records the
// event and e-mails the applicant. The example forms' "today" is Monday 2 March 2026 (Singapore).

const NOW = new Date('2026-03-02T02:00:00.000Z'); // 10:00 in Singapore

let server: TestAppHandle;
let applicant: SignedInClient;
const EMAIL = 'submitter@example.com';

beforeAll(async () => {
  server = await startTestApp({ now: () => NOW });
  applicant = await signInApplicant(server.app, server.db, EMAIL, { at: NOW });
});
afterAll(() => server.close());

/** The example form without its made-up document id (documents are uploaded separately). */
function exampleForm(form: object) {
  return { ...form, supportingDocumentIds: [] };
}

/** A new draft of the form's category (the form itself comes with the submission). */
function draftOf(client: SignedInClient, form: { category: number }) {
  return createDraft(client, { category: form.category });
}

function submit(client: SignedInClient, category: CategoryId, body: object) {
  return client.request({ method: 'POST', url: CATEGORY_API_PATHS[category].submit, json: body });
}

async function mailsTo(address: string) {
  const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
  return mailboxSchema.parse(response.json()).filter(({ to }) => to === address);
}

const EXAMPLES = [
  ['aerial photography', 1, AERIAL_PHOTOGRAPHY, 'AP', DEFAULT_FEE_SCHEDULE[1]],
  ['crane', 2, CRANE, 'CR', DEFAULT_FEE_SCHEDULE[2]],
  ['ship crossing', 3, SHIP_CROSSING, 'SC', DEFAULT_FEE_SCHEDULE[3]],
  ...(['BRELEASE', 'BHOISTING', 'KITE', 'LASERS', 'SLRELEASE', 'FIREWORKS'] as const).map(
    (type) =>
      [
        `aerial activity ${type}`,
        4,
        aerialActivity(type),
        'AA',
        DEFAULT_FEE_SCHEDULE[4][type],
      ] as const,
  ),
] as const;

describe('submission of each category and activity type', () => {
  it.each(EXAMPLES)('%s', async (_name, category, example, prefix, feeCents) => {
    const draft = await draftOf(applicant, example);
    const response = await submit(applicant, category, {
      id: draft.id,
      version: 1,
      form: exampleForm(example),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = submitApplicationResponseSchema.parse(response.json());
    const expectedStatus = feeCents > 0 ? 'PENDING_PAYMENT' : 'PROCESSING';
    expect(answer).toEqual({
      id: draft.id,
      reference: expect.stringMatching(new RegExp(`^${prefix}-2026-\\d{6}$`)),
      status: expectedStatus,
      ...(feeCents > 0 ? { amountDue: { currency: 'SGD', amountCents: feeCents } } : {}),
      eligibility: expect.any(Object), // APP-9, application-submit-eligibility.routes.test.ts
    });

    const record = applicationRecordSchema.parse(
      (
        await applicant.request({
          method: 'GET',
          url: `${API_PATHS.applicationRetrieve}?id=${draft.id}`,
        })
      ).json(),
    );
    expect(record).toMatchObject({
      reference: answer.reference,
      status: expectedStatus,
      version: 2,
      editable: false,
      removable: false,
      withdrawable: true,
      submittedAt: NOW.toISOString(),
    });
    // Every answer is kept as submitted, the category's and activity type's own fields included
    // (APP-11 to APP-20), so the details page can show each.
    expect(record.form).toMatchObject(exampleForm(example));
    expect(
      record.history.map(({ fromStatus, toStatus, by }) => [fromStatus, toStatus, by]),
    ).toEqual([
      [null, 'DRAFT', 'applicant'],
      ['DRAFT', expectedStatus, 'applicant'],
    ]);
    // The stored amount is the schedule's, whatever the status shows (PAY-2).
    const [row] = await server.db
      .select({ amountDueCents: applications.amountDueCents })
      .from(applications)
      .where(eq(applications.id, draft.id));
    expect(row?.amountDueCents).toBe(feeCents);

    const mail = (await mailsTo(EMAIL)).find(({ subject }) => subject.includes(answer.reference));
    expect(mail?.text).toContain(`We have received your application ${answer.reference}`);
    expect(mail?.text).toContain(feeCents > 0 ? 'Proceed to Payment' : 'No fee is due');
    expect(mail?.text).toContain(`/application/details?id=${draft.id}`); // LIFE-1
  });

  it('references count up per category and year', async () => {
    const references: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const draft = await draftOf(applicant, SHIP_CROSSING);
      const response = await submit(applicant, 3, {
        id: draft.id,
        version: 1,
        form: exampleForm(SHIP_CROSSING),
      });
      references.push(submitApplicationResponseSchema.parse(response.json()).reference);
    }
    const [first, second] = references.map((reference) => Number(reference.slice(-6)));
    expect(second).toBe((first ?? 0) + 1);
  });

  it('PAY-2: an amount in the request is ignored', async () => {
    const form = aerialActivity('FIREWORKS');
    const draft = await draftOf(applicant, form);
    const response = await submit(applicant, 4, {
      id: draft.id,
      version: 1,
      amountDue: { currency: 'SGD', amountCents: 1 },
      form: { ...exampleForm(form), fee: 1 },
    });
    expect(response.json()).toMatchObject({
      amountDue: { amountCents: DEFAULT_FEE_SCHEDULE[4].FIREWORKS },
    });
  });
});

describe('refusals', () => {
  const kite = exampleForm(aerialActivity('KITE'));

  it.each([
    ['an empty venue', { ...kite, venue: '' }, 'form.venue', 'Venue is mandatory.'],
    [
      'a start within the lead time',
      {
        ...kite,
        dateTimeRows: [
          { startDate: '2026-03-05', endDate: '2026-03-05', startTime: '20:00', endTime: '21:00' },
        ],
      },
      'form.dateTimeRows.0.startDate',
      'Apply at least 7 working days before the activity starts.',
    ],
    [
      'a missing location',
      { ...kite, location: undefined },
      'form.location',
      'Location on map is mandatory.',
    ],
    [
      'an unticked declaration',
      { ...kite, declarations: { informationTrue: true, mapAreaFinal: false } },
      'form.declarations.mapAreaFinal',
      APPLICATION_MESSAGES.declarationMapAreaFinal,
    ],
    [
      'a form of another category than the path',
      exampleForm(SHIP_CROSSING),
      'form.category',
      'Category is invalid',
    ],
    [
      'a document that is not the application’s',
      { ...kite, supportingDocumentIds: ['0b9c6f52-8f0e-4c55-9a4e-3f1d2b7c9a10'] },
      'form.supportingDocumentIds',
      APPLICATION_MESSAGES.unknownDocument,
    ],
    [
      'ENQ-7: a balloon release larger than 2 m',
      { ...exampleForm(aerialActivity('BRELEASE')), maxSizeCm: '201' },
      'form.maxSizeCm',
      'Maximum Size (cm) cannot be more than 200. Each balloon or cluster of balloons may be at most 2 m across.',
    ],
    [
      'ENQ-8: sky lanterns larger than 2 m',
      { ...exampleForm(aerialActivity('SLRELEASE')), maxSizeCm: '300' },
      'form.maxSizeCm',
      'Maximum Size (cm) cannot be more than 200. Only tethered sky lanterns are allowed, each at most 2 m across.',
    ],
    [
      'ENQ-6: a captive balloon without an automatic deflation device',
      { ...exampleForm(aerialActivity('BHOISTING')), automaticDeflationDevice: 'N' },
      'form.automaticDeflationDevice',
      'Automatic Deflation Device must be Yes. A captive balloon or blimp may be at most 3 m in diameter and must have an automatic deflation device.',
    ],
  ])('%s → 400 on %s', async (_name, form, field, message) => {
    const draft = await draftOf(applicant, { category: 4 });
    const response = await submit(applicant, 4, { id: draft.id, version: 1, form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: expect.arrayContaining([{ field, errorMessage: message }]),
    });
    // Nothing changed: the draft is still a draft at version 1.
    const record = applicationRecordSchema.parse(
      (
        await applicant.request({
          method: 'GET',
          url: `${API_PATHS.applicationRetrieve}?id=${draft.id}`,
        })
      ).json(),
    );
    expect(record).toMatchObject({ status: 'DRAFT', version: 1, reference: null });
  });

  it('APP-3: aerial photography starting 13 working days ahead → 400, as it needs 14', async () => {
    const draft = await draftOf(applicant, AERIAL_PHOTOGRAPHY);
    // Today is Monday 2 March 2026: the 14th working day after it is Friday 20 March.
    const row = {
      startDate: '2026-03-19',
      endDate: '2026-03-19',
      startTime: '20:00',
      endTime: '21:00',
    };
    const form = { ...exampleForm(AERIAL_PHOTOGRAPHY), dateTimeRows: [row] };
    const response = await submit(applicant, 1, { id: draft.id, version: 1, form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        {
          field: 'form.dateTimeRows.0.startDate',
          errorMessage: 'Apply at least 14 working days before the activity starts.',
        },
      ],
    });
  });

  it('a stale version → 409; a second submission → 409', async () => {
    const draft = await draftOf(applicant, { category: 4 });
    const stale = await submit(applicant, 4, { id: draft.id, version: 2, form: kite });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE_DRAFT_ERROR);
    expect((await submit(applicant, 4, { id: draft.id, version: 1, form: kite })).statusCode).toBe(
      200,
    );
    const again = await submit(applicant, 4, { id: draft.id, version: 2, form: kite });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: APPLICATION_MESSAGES.notEditable });
  });

  it("APP-55: another applicant's draft → 404, and it stays a draft", async () => {
    const draft = await draftOf(applicant, { category: 4 });
    const stranger = await signInApplicant(server.app, server.db, 'submit.stranger@example.com', {
      at: NOW,
    });
    for (const category of [1, 2, 3, 4] as const) {
      const response = await submit(stranger, category, { id: draft.id, version: 1, form: kite });
      expect(response.statusCode, `category ${category}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCodes: 'NOT_FOUND' });
    }
    const record = applicationRecordSchema.parse(
      (
        await applicant.request({
          method: 'GET',
          url: `${API_PATHS.applicationRetrieve}?id=${draft.id}`,
        })
      ).json(),
    );
    expect(record).toMatchObject({ status: 'DRAFT', version: 1 });
  });
});

describe('APP-52, APP-53: the reply to Need Your Action', () => {
  const kite = exampleForm(aerialActivity('KITE'));

  async function needingAction(form: object) {
    return createApplicationRepository(server.db).insert({
      category: 4,
      activityType: 'KITE',
      status: 'NEED_YOUR_ACTION',
      reference: 'AA-2026-800001',
      form,
      amountDueCents: 0,
      ownerAccountId: applicant.accountId,
      accessScope: `account:${applicant.accountId}`,
      createdByName: 'Submitter',
    });
  }

  it('goes back to Processing without a new lead time, keeping its reference', async () => {
    // Dates within the lead time: judged when the application first arrived, not now.
    const soon = {
      ...kite,
      dateTimeRows: [
        { startDate: '2026-03-05', endDate: '2026-03-05', startTime: '20:00', endTime: '21:00' },
      ],
    };
    const row = await needingAction(soon);
    const response = await submit(applicant, 4, {
      id: row.id,
      version: 1,
      form: { ...soon, remarks: 'Updated as asked.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      reference: 'AA-2026-800001',
      status: 'PROCESSING',
      eligibility: expect.any(Object), // APP-9: judged again at every reply
    });
  });

  it('refuses a changed location', async () => {
    const row = await createApplicationRepository(server.db).insert({
      category: 4,
      status: 'NEED_YOUR_ACTION',
      reference: 'AA-2026-800002',
      form: kite,
      ownerAccountId: applicant.accountId,
      accessScope: `account:${applicant.accountId}`,
      createdByName: 'Submitter',
    });
    const moved = {
      ...kite,
      location: { kind: 'point', point: { latitude: '1.3', longitude: '103.9' } },
    };
    const response = await submit(applicant, 4, { id: row.id, version: 1, form: moved });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'form.location', errorMessage: APPLICATION_MESSAGES.locationFixed }],
    });
  });

  it('LIFE-2: tells the officer holding it, with a link to its review, and no one when none does', async () => {
    const [officer] = await server.db
      .insert(officers)
      .values({ email: 'holder@authority.example', displayName: 'Holder', role: 'officer' })
      .returning();
    const needingActionAs = (reference: string, assignedOfficerId: string | null) =>
      createApplicationRepository(server.db).insert({
        category: 4,
        status: 'NEED_YOUR_ACTION',
        reference,
        form: kite,
        ownerAccountId: applicant.accountId,
        accessScope: `account:${applicant.accountId}`,
        createdByName: 'Submitter',
        assignedOfficerId,
      });
    const held = await needingActionAs('AA-2026-800003', officer?.id ?? null);
    const unheld = await needingActionAs('AA-2026-800004', null);
    for (const { id } of [held, unheld]) {
      const response = await submit(applicant, 4, { id, version: 1, form: kite });
      expect(response.statusCode, response.body).toBe(200);
    }

    const mails = await mailsTo('holder@authority.example');
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Application AA-2026-800003: the applicant has responded',
        text: expect.stringContaining(`/officer/application?id=${held.id}`),
      }),
    ]);
  });
});
