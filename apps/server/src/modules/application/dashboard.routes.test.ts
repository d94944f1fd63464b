import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  dashboardDataResponseSchema,
  dashboardPageSchema,
  type ApplicationStatus,
  type DashboardFilterRequest,
} from '@aviation-permits/domain/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { scopeOf } from './application-access.js';
import { createApplicationRepository, type NewApplicationRow } from './application.repository.js';

// APP-56 to APP-61: the dashboard counts and lists an applicant's applications in every
// status under the domain's categories, searches by reference or venue, filters, sorts and pages
// by keyset without overlap, shows an entity's applications to all its members and nobody else's.
// Officer decisions come later, so rows in each status are placed through the repository.

const NOW = new Date('2026-03-02T02:00:00.000Z'); // Monday 2 March 2026, 10:00 in Singapore

let server: TestAppHandle;
let applicant: SignedInClient;
let reference = 0;

beforeAll(async () => {
  server = await startTestApp({ now: () => NOW });
  applicant = await signInApplicant(server.app, server.db, 'dashboard@example.com', { at: NOW });
});
afterAll(() => server.close());

async function place(client: SignedInClient, row: Partial<NewApplicationRow>) {
  const status = row.status ?? 'PROCESSING';
  const category = row.category ?? 4;
  reference += 1;
  return createApplicationRepository(server.db).insert({
    category,
    status,
    reference:
      status === 'DRAFT' || status === 'REMOVED'
        ? null
        : `${['AP', 'CR', 'SC', 'AA'][category - 1]}-2026-${String(reference).padStart(6, '0')}`,
    form: { category },
    ownerAccountId: client.accountId,
    accessScope: scopeOf(client.accountId, undefined),
    createdByName: 'Dash Board',
    venue: `Venue ${reference}`,
    firstStartDate: '2026-04-01',
    lastEndDate: '2026-04-02',
    updatedAt: new Date(NOW.getTime() - reference * 60_000),
    ...row,
  });
}

function dashboardData(client: SignedInClient, query = '') {
  return client.request({ method: 'GET', url: `${API_PATHS.dashboardData}${query}` });
}

async function filter(client: SignedInClient, request: Partial<DashboardFilterRequest>) {
  const response = await client.request({
    method: 'POST',
    url: API_PATHS.dashboardFilter,
    json: { category: 'processing', ...request },
  });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardPageSchema.parse(response.json());
}

describe('APP-57, APP-58, APP-61: categories and counts with a row in every status', () => {
  it('counts each category and lists each row under it', async () => {
    const client = await signInApplicant(server.app, server.db, 'every.status@example.com', {
      at: NOW,
    });
    const placed: [ApplicationStatus, string | null, string][] = [
      ['DRAFT', null, 'draft'],
      ['DRAFT', null, 'draft'],
      ['PENDING_PAYMENT', '2026-04-02', 'pendingPayment'],
      ['PROCESSING', '2026-04-02', 'processing'],
      ['NEED_YOUR_ACTION', '2026-04-02', 'needYourAction'],
      ['REJECTED', '2026-04-02', 'rejected'],
      ['APPROVED', '2026-03-02', 'activeApplications'],
      ['APPROVED', null, 'activeApplications'],
      ['APPROVED', '2026-03-01', 'pastApplications'],
      ['EXPIRED', '2026-03-01', 'pastApplications'],
      ['WITHDRAWN', '2026-04-02', 'pastApplications'],
      ['REMOVED', null, 'nowhere'],
    ];
    const ids = new Map<string, string[]>();
    for (const [status, lastEndDate, category] of placed) {
      const row = await place(client, { status, lastEndDate, amountDueCents: 5_000 });
      ids.set(category, [...(ids.get(category) ?? []), row.id]);
    }

    const response = await dashboardData(client, '?category=pastApplications');
    expect(response.statusCode, response.body).toBe(200);
    const data = dashboardDataResponseSchema.parse(response.json());
    expect(data.counts).toEqual({
      needYourAction: 1,
      draft: 2,
      pendingPayment: 1,
      processing: 1,
      rejected: 1,
      activeApplications: 2,
      pastApplications: 3,
    });
    expect(data.page.rows.map((row) => row.id).sort()).toEqual(ids.get('pastApplications')?.sort());

    for (const [category, expected] of ids) {
      if (category === 'nowhere') continue;
      const page = await filter(client, {
        category: category as DashboardFilterRequest['category'],
      });
      expect(page.rows.map((row) => row.id).sort(), category).toEqual([...expected].sort());
      expect(page.rows.every((row) => row.dashboardCategory === category)).toBe(true);
    }
    // The amount shows only where it is due (Proceed to Payment).
    const pending = await filter(client, { category: 'pendingPayment' });
    expect(pending.rows[0]?.amountDue).toEqual({ currency: 'SGD', amountCents: 5_000 });
    expect((await filter(client, { category: 'processing' })).rows[0]?.amountDue).toBeUndefined();
  });

  it('the first page of dashboard/data is the newest first, with the default category', async () => {
    const client = await signInApplicant(server.app, server.db, 'first.page@example.com', {
      at: NOW,
    });
    const older = await place(client, {
      status: 'NEED_YOUR_ACTION',
      updatedAt: new Date('2026-02-01T00:00:00Z'),
    });
    const newer = await place(client, {
      status: 'NEED_YOUR_ACTION',
      updatedAt: new Date('2026-02-02T00:00:00Z'),
    });
    const data = dashboardDataResponseSchema.parse((await dashboardData(client)).json());
    expect(data.category).toBe('needYourAction');
    expect(data.page.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(data.page.nextCursor).toBeNull();
  });

  it('an empty category still has every count; a full first page leads to the next one', async () => {
    const client = await signInApplicant(server.app, server.db, 'empty.category@example.com', {
      at: NOW,
    });
    const none = dashboardDataResponseSchema.parse((await dashboardData(client)).json());
    expect(Object.values(none.counts)).toEqual(Array(7).fill(0));
    expect(none.page).toEqual({ rows: [], nextCursor: null });

    const older = await place(client, { status: 'DRAFT', updatedAt: new Date('2026-02-01') });
    const newer = await place(client, { status: 'DRAFT', updatedAt: new Date('2026-02-02') });
    const empty = dashboardDataResponseSchema.parse(
      (await dashboardData(client, '?category=rejected')).json(),
    );
    expect(empty.counts).toMatchObject({ draft: 2, rejected: 0 });
    expect(empty.page.rows).toEqual([]);

    const first = dashboardDataResponseSchema.parse(
      (await dashboardData(client, '?category=draft&pageSize=1')).json(),
    );
    expect(first.page.rows.map((row) => row.id)).toEqual([newer.id]);
    const next = await filter(client, {
      category: 'draft',
      pageSize: 1,
      cursor: first.page.nextCursor ?? '',
    });
    expect(next.rows.map((row) => row.id)).toEqual([older.id]);
    expect(next.nextCursor).toBeNull();
  });
});

describe('APP-59: search and filters', () => {
  let client: SignedInClient;
  const rows: Record<string, string> = {};

  beforeAll(async () => {
    client = await signInApplicant(server.app, server.db, 'search@example.com', { at: NOW });
    rows.marina = (await place(client, { venue: 'Marina Bay Floating Platform', category: 4 })).id;
    rows.sentosa = (
      await place(client, { venue: 'Sentosa 50%_off', category: 1, firstStartDate: '2026-05-10' })
    ).id;
    rows.ship = (
      await place(client, {
        venue: 'Pasir Panjang',
        category: 3,
        reference: 'SC-2026-123456',
        firstStartDate: '2026-06-01',
      })
    ).id;
  });

  it.each([
    ['venue prefix, any case', { search: 'mArInA' }, ['marina']],
    ['reference prefix, any case', { search: 'sc-2026-1234' }, ['ship']],
    ['whitespace around the search', { search: '  pasir ' }, ['ship']],
    ['a wildcard is literal', { search: '%' }, []],
    ['a literal percent sign', { search: 'sentosa 50%' }, ['sentosa']],
    ['not inside a word (prefix search)', { search: 'bay' }, []],
    ['the whole venue', { search: 'Pasir Panjang' }, ['ship']],
    ['past the end of a venue', { search: 'Pasir Panjangs' }, []],
    ['the last code point, which no character follows', { search: '\u{10FFFF}' }, []],
    ['category id', { categoryId: 1 }, ['sentosa']],
    [
      'date range, both ends included',
      { dateFrom: '2026-05-10', dateTo: '2026-06-01' },
      ['sentosa', 'ship'],
    ],
    ['date from', { dateFrom: '2026-05-11' }, ['ship']],
  ] as const)('%s', async (_name, request, expected) => {
    const page = await filter(client, request);
    expect(page.rows.map((row) => row.id).sort()).toEqual(
      expected.map((name) => rows[name]).sort(),
    );
  });

  it('APP-68: dashboard/data with a search or filter counts in each category only what it finds', async () => {
    await place(client, { status: 'APPROVED', venue: 'Pasir Ris', lastEndDate: '2026-03-01' });
    await place(client, { status: 'APPROVED', venue: 'Pasir Laba', lastEndDate: '2026-03-02' });
    await place(client, { status: 'DRAFT', venue: 'Marina South' });
    const none = { needYourAction: 0, draft: 0, pendingPayment: 0, processing: 0, rejected: 0 };
    const countsOf = async (query: string) => {
      const response = await dashboardData(client, query);
      expect(response.statusCode, response.body).toBe(200);
      return dashboardDataResponseSchema.parse(response.json()).counts;
    };

    expect(await countsOf('?search=PASIR')).toEqual({
      ...none,
      processing: 1,
      activeApplications: 1,
      pastApplications: 1,
    });
    expect(await countsOf('?category=draft&search=marina')).toEqual({
      ...none,
      draft: 1,
      processing: 1,
      activeApplications: 0,
      pastApplications: 0,
    });
    expect(await countsOf('?categoryId=1&dateFrom=2026-05-10&dateTo=2026-05-10')).toEqual({
      ...none,
      processing: 1,
      activeApplications: 0,
      pastApplications: 0,
    });
  });

  it('APP-68: dashboard/data refuses a date range that ends before it starts (400)', async () => {
    const response = await dashboardData(client, '?dateFrom=2026-05-01&dateTo=2026-04-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field: 'dateTo', errorMessage: expect.any(String) }],
    });
  });

  it.each([
    [{ pageSize: 51 }, 'pageSize'],
    [{ dateFrom: '2026-05-01', dateTo: '2026-04-01' }, 'dateTo'],
    [{ search: 'a\u0000' }, 'search'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ category: 'archived' }, 'category'],
  ])('bad input %j → 400 on %s', async (request, field) => {
    const response = await client.request({
      method: 'POST',
      url: API_PATHS.dashboardFilter,
      json: { category: 'processing', ...request },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field, errorMessage: expect.any(String) }],
    });
  });
});

describe('APP-59: sort and keyset pages', () => {
  let client: SignedInClient;

  beforeAll(async () => {
    client = await signInApplicant(server.app, server.db, 'pages@example.com', { at: NOW });
    // Ties on every key, and drafts without dates or reference, to test the total order.
    const REFERENCE_ORDER = [3, 1, 5, 2, undefined, 4, undefined];
    const starts = [
      '2026-04-01',
      '2026-04-01',
      '2026-04-03',
      '2026-04-02',
      null,
      '2026-04-05',
      '2026-04-01',
    ];
    const updated = new Date('2026-02-20T00:00:00Z');
    for (const [index, firstStartDate] of starts.entries()) {
      await place(client, {
        status: 'DRAFT',
        reference:
          REFERENCE_ORDER[index] === undefined ? null : `AA-2026-50000${REFERENCE_ORDER[index]}`,
        firstStartDate,
        updatedAt: index % 2 === 0 ? updated : new Date(updated.getTime() + index),
      });
    }
  });

  it.each([
    ['updatedAt', 'desc'],
    ['updatedAt', 'asc'],
    ['firstStartDate', 'asc'],
    ['firstStartDate', 'desc'],
    ['reference', 'asc'],
    ['reference', 'desc'],
  ] as const)(
    '%s %s: page after page continues with no overlap',
    async (sortField, sortDirection) => {
      const everything = await filter(client, {
        category: 'draft',
        sortField,
        sortDirection,
        pageSize: 50,
      });
      expect(everything.rows).toHaveLength(7);
      expect(everything.nextCursor).toBeNull();

      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await filter(client, {
          category: 'draft',
          sortField,
          sortDirection,
          pageSize: 3,
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.rows.map((row) => row.id));
        cursor = page.nextCursor ?? undefined;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(everything.rows.map((row) => row.id));

      const keys = everything.rows.map((row) =>
        sortField === 'updatedAt'
          ? row.updatedAt
          : sortField === 'firstStartDate'
            ? (row.firstStartDate ?? '9999')
            : (row.reference ?? ''),
      );
      const sorted = [...keys].sort();
      expect(keys).toEqual(sortDirection === 'asc' ? sorted : sorted.reverse());
    },
  );

  /** A cursor as a caller could forge one: the encoding's shape around a value of their choice. */
  function forgedCursor(sortField: string, value: unknown): string {
    const position = { sortField, sortDirection: 'asc', value, id: randomUUID() };
    return Buffer.from(JSON.stringify(position)).toString('base64url');
  }

  it.each([
    ['updatedAt', 'garbage'],
    ['updatedAt', '2026-02-30T00:00:00.000Z'],
    ['updatedAt', '2026-03-01'],
    ['updatedAt', ''],
    ['updatedAt', '\u0000'],
    ['updatedAt', 12],
    ['firstStartDate', 'garbage'],
    ['firstStartDate', '2026-02-30'],
    ['firstStartDate', '0000-01-01'],
    ['firstStartDate', ''],
    ['firstStartDate', '\u0000'],
    ['reference', 'AA-2026-000001\u0000'],
    ['reference', '\ud800'],
    ['reference', 'not a reference'],
  ])(
    'a forged %s cursor holding %j answers 400 "Cursor is invalid", never 500',
    async (sortField, value) => {
      const response = await client.request({
        method: 'POST',
        url: API_PATHS.dashboardFilter,
        json: {
          category: 'draft',
          sortField,
          sortDirection: 'asc',
          cursor: forgedCursor(sortField, value),
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        detail: 'Cursor is invalid',
        errors: [{ field: 'cursor', errorMessage: 'Cursor is invalid' }],
      });
    },
  );

  it.each([
    ['updatedAt', '2026-02-20T00:00:00.000Z'],
    ['firstStartDate', '2026-04-02'],
    ['firstStartDate', 'infinity'],
    ['reference', 'AA-2026-500002'],
    ['reference', ''],
  ])(
    'a %s cursor at %j, a value the portal writes, continues the list',
    async (sortField, value) => {
      const response = await client.request({
        method: 'POST',
        url: API_PATHS.dashboardFilter,
        json: {
          category: 'draft',
          sortField,
          sortDirection: 'asc',
          cursor: forgedCursor(sortField, value),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('a cursor of another order is refused', async () => {
    const page = await filter(client, { category: 'draft', sortField: 'reference', pageSize: 2 });
    const response = await client.request({
      method: 'POST',
      url: API_PATHS.dashboardFilter,
      json: { category: 'draft', sortField: 'updatedAt', pageSize: 2, cursor: page.nextCursor },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'cursor', errorMessage: 'Cursor is invalid' }],
    });
  });
});

describe('APP-55, APP-56: who sees what', () => {
  it("a Corppass entity's members see its applications with their creator; others see none", async () => {
    const alice = await signInApplicant(server.app, server.db, 'alice@acme.example', {
      uen: '201912345A',
      fullName: 'Alice Tan',
      at: NOW,
    });
    const bob = await signInApplicant(server.app, server.db, 'bob@acme.example', {
      uen: '201912345A',
      fullName: 'Bob Lim',
      at: NOW,
    });
    const rival = await signInApplicant(server.app, server.db, 'carol@rival.example', {
      uen: '199900001Z',
      at: NOW,
    });
    const { id } = await createDraft(alice, { category: 2, venue: 'Acme Yard' });

    const seenByBob = await filter(bob, { category: 'draft' });
    expect(seenByBob.rows).toEqual([
      expect.objectContaining({ id, createdByName: 'Alice Tan', venue: 'Acme Yard' }),
    ]);
    expect(
      (await bob.request({ method: 'GET', url: `${API_PATHS.applicationRetrieve}?id=${id}` }))
        .statusCode,
    ).toBe(200);

    for (const outsider of [rival, applicant]) {
      expect((await filter(outsider, { category: 'draft', search: 'acme' })).rows).toEqual([]);
      expect(
        (
          await outsider.request({
            method: 'GET',
            url: `${API_PATHS.applicationRetrieve}?id=${id}`,
          })
        ).statusCode,
      ).toBe(404);
    }
    const rivalCounts = dashboardDataResponseSchema.parse(
      (await dashboardData(rival)).json(),
    ).counts;
    expect(Object.values(rivalCounts).every((total) => total === 0)).toBe(true);
  });

  it("each applicant's Active and Past counts are of their own approvals only", async () => {
    const counts = async (client: SignedInClient) =>
      dashboardDataResponseSchema.parse((await dashboardData(client)).json()).counts;
    const first = await signInApplicant(server.app, server.db, 'approved.first@example.com', {
      at: NOW,
    });
    const second = await signInApplicant(server.app, server.db, 'approved.second@example.com', {
      at: NOW,
    });
    for (const lastEndDate of ['2026-04-02', null, '2026-03-01']) {
      await place(first, { status: 'APPROVED', lastEndDate });
    }
    for (const lastEndDate of ['2026-03-02', '2026-02-01', '2025-12-31', '2025-01-01']) {
      await place(second, { status: 'APPROVED', lastEndDate });
    }

    expect(await counts(first)).toMatchObject({ activeApplications: 2, pastApplications: 1 });
    expect(await counts(second)).toMatchObject({ activeApplications: 1, pastApplications: 3 });
  });

  it('APP-62: an account that is not ACTIVE has no dashboard (403)', async () => {
    const pending = await signInApplicant(server.app, server.db, 'not.active@example.com', {
      notApproved: true,
      at: NOW,
    });
    const response = await dashboardData(pending);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: APPLICATION_MESSAGES.accountNotActive });
  });
});
