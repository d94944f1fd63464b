import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { AccountStatus } from '@aviation-permits/domain/account';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { AccountReviewPage } from './account-review-page';

const ID = '7c1e4a52-0d3b-4f6e-9a8b-000000000001';
const DOCUMENT_ID = '5b1e4a52-0d3b-4f6e-9a8b-000000000009';

interface Call {
  path: string;
  method: string;
  body: unknown;
}

function renderAccount(status: AccountStatus, refuse?: ApiError) {
  const server = { status, calls: [] as Call[] };
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const method = options.method ?? 'GET';
      server.calls.push({ path, method, body: options.body });
      const schema = await loadAnswerSchema(options.schema);
      if (path === OFFICER_API_PATHS.account(ID)) {
        return schema.parse({
          id: ID,
          status: server.status,
          email: 'tan@example.sg',
          profile: { name: 'Tan Ah Kow', mobileNumber: '91234567' },
          documents: [
            {
              id: DOCUMENT_ID,
              name: 'nric.pdf',
              sizeBytes: 2048,
              contentType: 'application/pdf',
              uploadedAt: '2026-11-22T01:00:00.000Z',
            },
          ],
        });
      }
      if (path === OFFICER_API_PATHS.accountDocument(ID, DOCUMENT_ID)) {
        return schema.parse(new Blob(['%PDF']));
      }
      expect(path).toBe(OFFICER_API_PATHS.accountDecision(ID));
      if (refuse) throw refuse;
      server.status = 'REJECTED';
      return schema.parse(undefined);
    },
  };
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/officer/account?id=${ID}`]}>
          <AccountReviewPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return server;
}

const decisionButtons = () =>
  within(screen.getByRole('region', { name: 'Decisions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const posted = (server: { calls: Call[] }) =>
  server.calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('/officer/account?id=, the review of an account (OFF-27)', () => {
  it('shows the profile read-only and downloads its documents through the officer call', async () => {
    const server = renderAccount('SUBMITTED');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Registration under review')).toBeVisible();
    expect(profile.getByText('Tan Ah Kow')).toBeVisible();
    expect(profile.getByText('91234567')).toBeVisible();
    expect(profile.queryByRole('textbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Download nric.pdf' }));
    await waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain(
        OFFICER_API_PATHS.accountDocument(ID, DOCUMENT_ID),
      ),
    );
  });

  it('offers only the decisions the account-status table allows from its status', async () => {
    renderAccount('SUBMITTED');
    await screen.findByRole('region', { name: 'Profile' });
    expect(decisionButtons()).toEqual(['Approve', 'Reject', 'More information needed']);
  });

  it('offers to disable an active account', async () => {
    renderAccount('ACTIVE');
    await screen.findByRole('region', { name: 'Profile' });
    expect(decisionButtons()).toEqual(['Disable']);
  });

  it('rejects with the reason the applicant is e-mailed, then reads the account again', async () => {
    const server = renderAccount('SUBMITTED');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'The NRIC copy is unreadable.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: Reject.');
    expect(posted(server)).toEqual([{ action: 'reject', reason: 'The NRIC copy is unreadable.' }]);
    expect(await screen.findByText('Registration not approved')).toBeVisible();
  });

  it('asks for more information only with a message, which the domain requires (OFF-46)', async () => {
    const server = renderAccount('SUBMITTED');
    await userEvent.click(await screen.findByRole('button', { name: 'More information needed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for more information' }));
    expect(await screen.findByText('Message is mandatory.')).toBeVisible();
    expect(posted(server)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Message'), 'Upload the NRIC again, both sides.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for more information' }));
    await waitFor(() =>
      expect(posted(server)).toEqual([
        { action: 'more-info', reason: 'Upload the NRIC again, both sides.' },
      ]),
    );
  });

  it("shows the server's refusal of a move the table no longer allows", async () => {
    renderAccount(
      'SUBMITTED',
      new ApiError({
        message: 'HTTP 409',
        url: OFFICER_API_PATHS.accountDecision(ID),
        status: 409,
        errorCodes: 'CONFLICT',
        detail: 'An account in status ACTIVE cannot be given the action "approve".',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = screen.getByRole('button', { name: 'Approve the account' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account in status ACTIVE cannot be given the action "approve".',
    );
  });
});
