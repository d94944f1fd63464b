import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OFFICER_API_PATHS, OFFICER_DECISION_MESSAGES } from '@aviation-permits/domain/officer';
import type { OfficerApplicationReview } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { officerSessionAnswer } from '../../../../tests/officer-session-answer';
import { ApplicationReviewPage } from './application-review-page';

const ID = '7c1e4a52-0d3b-4f6e-9a8b-000000000001';
const DOCUMENT_ID = '5b1e4a52-0d3b-4f6e-9a8b-000000000009';
const DESK_OFFICER = officerSessionAnswer('signed-in');
const OTHER_OFFICER_ID = '9d1e4a52-0d3b-4f6e-9a8b-000000000002';
const SUPERVISOR = officerSessionAnswer('signed-in', {
  id: '9d1e4a52-0d3b-4f6e-9a8b-000000000003',
  displayName: 'Chief Inspector',
  role: 'supervisor',
});

/** Held by another officer since the morning. */
const HELD_BY_ANOTHER = {
  officerId: OTHER_OFFICER_ID,
  displayName: 'Second Officer',
  since: '2026-11-27T01:00:00.000Z',
};

function review(overrides: Partial<OfficerApplicationReview> = {}): OfficerApplicationReview {
  return {
    id: ID,
    reference: 'SC-2026-00001',
    categoryId: 3,
    status: 'PROCESSING',
    version: 4,
    form: {
      category: 3,
      venue: 'Changi East channel',
      dateTimeRows: [
        { startDate: '2026-12-01', endDate: '2026-12-03' },
        { startDate: '2026-12-05', endDate: '2026-12-10' },
      ],
    },
    editable: false,
    removable: false,
    withdrawable: true,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-23T02:05:00.000Z',
    submittedAt: '2026-11-23T02:05:00.000Z',
    documents: [
      {
        id: DOCUMENT_ID,
        name: 'vessel-plan.pdf',
        sizeBytes: 2048,
        contentType: 'application/pdf',
        uploadedAt: '2026-11-22T01:00:00.000Z',
      },
    ],
    history: [],
    applicant: { name: 'Tan Ah Kow', email: 'tan@example.sg' },
    payment: {
      amount: { amountCents: 5000, currency: 'SGD' },
      paidAt: '2026-11-23T02:05:00.000Z',
      receiptUrl: '/receipt',
    },
    officerHistory: [
      { fromStatus: null, toStatus: 'DRAFT', by: 'applicant', at: '2026-11-20T01:00:00.000Z' },
      {
        fromStatus: 'PENDING_PAYMENT',
        toStatus: 'PROCESSING',
        by: 'payment',
        at: '2026-11-23T02:05:00.000Z',
      },
    ],
    assignment: null,
    availableActions: ['requestInformation', 'approve', 'reject'],
    ...overrides,
  } as OfficerApplicationReview;
}

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** The review call answers `current`; a decision answers `decide(body)` or throws it. */
function fakeServer(initial: OfficerApplicationReview, session = DESK_OFFICER) {
  const server = {
    current: initial,
    calls: [] as Call[],
    decide: (body: Record<string, unknown>): OfficerApplicationReview => ({
      ...server.current,
      version: server.current.version + 1,
      ...(body.action === 'request-action' ? { status: 'NEED_YOUR_ACTION' as const } : {}),
      ...(body.action === 'approve' ? { status: 'APPROVED' as const, availableActions: [] } : {}),
    }),
  };
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const method = options.method ?? 'GET';
      server.calls.push({ path, method, body: options.body });
      const schema = await loadAnswerSchema(options.schema);
      if (path === OFFICER_API_PATHS.application(ID)) return schema.parse(server.current);
      if (path === OFFICER_API_PATHS.session) return schema.parse(session);
      if (path === OFFICER_API_PATHS.applicationDocument(ID, DOCUMENT_ID)) {
        return schema.parse(new Blob(['%PDF']));
      }
      if (path === OFFICER_API_PATHS.officers) {
        return schema.parse({
          officers: [
            { id: SUPERVISOR.officer.id, displayName: 'Chief Inspector', role: 'supervisor' },
            { id: DESK_OFFICER.officer.id, displayName: 'Desk Officer', role: 'officer' },
            { id: OTHER_OFFICER_ID, displayName: 'Second Officer', role: 'officer' },
          ],
        });
      }
      expect(path).toBe(OFFICER_API_PATHS.applicationDecision(ID));
      return schema.parse(server.decide(options.body as Record<string, unknown>));
    },
  };
  return { server, api };
}

function renderReview(initial: OfficerApplicationReview, session = DESK_OFFICER) {
  const fake = fakeServer(initial, session);
  render(
    <ApiClientProvider client={fake.api}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/officer/application?id=${ID}`]}>
          <ApplicationReviewPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return fake.server;
}

const summaryText = () => screen.getByRole('region', { name: 'Summary' }).textContent;
const decisions = () => screen.getByRole('region', { name: 'Decisions' });
const posted = (server: { calls: Call[] }) =>
  server.calls.filter((call) => call.method === 'POST').map((call) => call.body);

beforeEach(() => {
  // The application's age is counted to today in Singapore.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T02:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('/officer/application?id=, the review (OFF-25)', () => {
  it('shows the application, its answers, documents, payment and history in Singapore time', async () => {
    renderReview(review());

    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    for (const shown of [
      'SC-2026-00001',
      'Ship Crossing',
      'Processing',
      '4 days',
      'Tan Ah Kow (tan@example.sg)',
      'No one',
      'S$50.00 on 23 Nov 2026, 10:05 am',
    ]) {
      expect(summary.getByText(shown)).toBeVisible();
    }
    expect(screen.getByText(/vessel-plan\.pdf/)).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(
      history.getByRole('row', { name: /23 Nov 2026, 10:05 am Processing Payment/ }),
    ).toBeVisible();
  });

  it('offers the decisions the answer names, never a fixed list (OFF-26)', async () => {
    renderReview(review());
    await screen.findByText('SC-2026-00001');
    const offered = within(decisions())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(['Request action', 'Approve', 'Reject', 'Assign to me']);
  });

  it('requests action with a required message and confirms the new status (OFF-26)', async () => {
    const server = renderReview(review());
    await userEvent.click(await screen.findByRole('button', { name: 'Request action' }));
    const message = screen.getByLabelText('Message to the applicant');
    expect(message).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Message is mandatory.')).toBeVisible();
    expect(posted(server)).toEqual([]);

    await userEvent.type(message, 'Please upload the signed vessel plan.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request was sent to the applicant. The application is now Need Your Action.',
    );
    expect(posted(server)).toEqual([
      { action: 'request-action', message: 'Please upload the signed vessel plan.', version: 4 },
    ]);
    expect(summaryText()).toContain('Need Your Action');
  });

  it('approves within the asked dates, prefilled, and refuses a wider period (OFF-26)', async () => {
    const server = renderReview(review());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByLabelText('Conditions')).toHaveFocus();
    const validFrom = screen.getByLabelText('Valid from');
    const validTo = screen.getByLabelText('Valid to');
    // Shown and typed as dd/mm/yyyy (APP-82); sent as calendar dates.
    expect(validFrom).toHaveValue('01/12/2026');
    expect(validTo).toHaveValue('10/12/2026');

    await userEvent.type(screen.getByLabelText('Conditions'), 'Keep 50 m from the channel.');
    await userEvent.clear(validTo);
    await userEvent.type(validTo, '11/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the application' }));
    expect(await screen.findByText(OFFICER_DECISION_MESSAGES.validityOutsideAsked)).toBeVisible();
    expect(posted(server)).toEqual([]);

    await userEvent.clear(validTo);
    await userEvent.type(validTo, '03/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The application was approved. The application is now Approved.',
    );
    expect(posted(server)).toEqual([
      {
        action: 'approve',
        conditions: 'Keep 50 m from the channel.',
        validFrom: '2026-12-01',
        validTo: '2026-12-03',
        version: 4,
      },
    ]);
  });

  it("shows the server's 409 and reloads the review to decide again (OFF-26)", async () => {
    const server = renderReview(review());
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'The channel is closed that week.');
    server.decide = () => {
      // Another officer asked the applicant for action first.
      server.current = review({
        status: 'NEED_YOUR_ACTION',
        version: 5,
        availableActions: [],
      });
      throw new ApiError({
        message: 'HTTP 409',
        url: OFFICER_API_PATHS.applicationDecision(ID),
        status: 409,
        errorCodes: 'CONFLICT',
        detail: OFFICER_DECISION_MESSAGES.staleVersion,
      });
    };
    await userEvent.click(screen.getByRole('button', { name: 'Reject the application' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OFFICER_DECISION_MESSAGES.staleVersion);
    expect(alert).toHaveTextContent('What is shown below has been read again.');
    await waitFor(() => expect(summaryText()).toContain('Need Your Action'));
    expect(within(decisions()).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('lets a supervisor reopen a decided application with a reason (OFF-26)', async () => {
    const server = renderReview(review({ status: 'REJECTED', availableActions: ['reopen'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen the application' }));
    expect(await screen.findByText('Reason is mandatory.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Reason for reopening'), 'Rejected in error.');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen the application' }));
    await screen.findByRole('status');
    expect(posted(server)).toEqual([
      { action: 'reopen', reason: 'Rejected in error.', version: 4 },
    ]);
  });

  it('lets a supervisor revoke an approved permit with a reason (PRM-14)', async () => {
    const server = renderReview(
      review({ status: 'APPROVED', availableActions: ['reopen', 'revoke'] }),
      SUPERVISOR,
    );
    server.decide = () => ({
      ...server.current,
      version: 5,
      status: 'REVOKED',
      availableActions: [],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke permit' }));
    const reason = screen.getByLabelText('Reason for revoking');
    expect(reason).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the permit' }));
    expect(await screen.findByText('Reason is mandatory.')).toBeVisible();
    expect(posted(server)).toEqual([]);

    await userEvent.type(reason, 'The operator lost its licence.');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the permit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The permit was revoked. The application is now Revoked.',
    );
    expect(posted(server)).toEqual([
      { action: 'revoke', reason: 'The operator lost its licence.', version: 4 },
    ]);
    expect(within(decisions()).queryByRole('button', { name: 'Revoke permit' })).toBeNull();
  });

  it('assigns the application to the officer, then offers to release it (OFF-26)', async () => {
    const server = renderReview(review());
    server.decide = (body) => ({
      ...server.current,
      version: 5,
      assignment:
        body.action === 'assign'
          ? {
              officerId: DESK_OFFICER.officer.id,
              displayName: 'Desk Officer',
              since: '2026-11-27T02:00:00.000Z',
            }
          : null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The application is assigned to you.',
    );
    expect(summaryText()).toContain('Desk Officer since 27 Nov 2026, 10:00 am');
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(posted(server)).toEqual([
        { action: 'assign', version: 4 },
        { action: 'release', version: 5 },
      ]),
    );
  });

  it('downloads a document through the officer call (OFF-40)', async () => {
    const server = renderReview(review());
    await userEvent.click(await screen.findByRole('button', { name: 'Download vessel-plan.pdf' }));
    await waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain(
        OFFICER_API_PATHS.applicationDocument(ID, DOCUMENT_ID),
      ),
    );
  });

  it("offers Release of another officer's application only to a supervisor (OFF-42)", async () => {
    renderReview(review({ assignment: HELD_BY_ANOTHER }));
    await screen.findByText('SC-2026-00001');
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toContain(
        'Download',
      ),
    );
    expect(within(decisions()).queryByRole('button', { name: 'Release' })).toBeNull();
    expect(within(decisions()).queryByRole('button', { name: 'Reassign' })).toBeNull();
  });

  it('lets a supervisor release or reassign it to an active officer, confirmed (OFF-42, OFF-43)', async () => {
    const server = renderReview(review({ assignment: HELD_BY_ANOTHER }), SUPERVISOR);
    await screen.findByRole('region', { name: 'Decisions' });
    expect(await within(decisions()).findByRole('button', { name: 'Release' })).toBeVisible();
    await userEvent.click(within(decisions()).getByRole('button', { name: 'Reassign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reassign SC-2026-00001' });
    const officer = await within(dialog).findByRole('combobox', { name: 'Officer' });
    await waitFor(() => expect(officer).toBeEnabled());
    // The holder is not offered: reassigning to them would change nothing.
    expect(
      within(officer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an officer', 'Chief Inspector (supervisor)', 'Desk Officer']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText(OFFICER_DECISION_MESSAGES.unknownOfficer)).toBeVisible();
    expect(posted(server)).toEqual([]);

    await userEvent.selectOptions(officer, 'Desk Officer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(server)).toEqual([
      { action: 'reassign', officerId: DESK_OFFICER.officer.id, version: 4 },
    ]);
  });

  it("shows the server's 409 in the Reassign dialog (OFF-43)", async () => {
    const server = renderReview(review(), SUPERVISOR);
    server.decide = () => {
      throw new ApiError({
        message: 'HTTP 409',
        url: OFFICER_API_PATHS.applicationDecision(ID),
        status: 409,
        errorCodes: 'CONFLICT',
        detail: OFFICER_DECISION_MESSAGES.staleVersion,
      });
    };
    await screen.findByRole('region', { name: 'Decisions' });
    await userEvent.click(await within(decisions()).findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign SC-2026-00001' });
    const officer = await within(dialog).findByRole('combobox', { name: 'Officer' });
    await waitFor(() => expect(officer).toBeEnabled());
    await userEvent.selectOptions(officer, 'Second Officer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      OFFICER_DECISION_MESSAGES.staleVersion,
    );
  });
});
