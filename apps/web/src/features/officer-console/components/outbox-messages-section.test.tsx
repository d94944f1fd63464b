import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  OUTBOX_API_PATHS,
  OUTBOX_MESSAGES,
  type OutboxMessageView,
} from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiError } from '@/lib/api-client/api-error';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { OutboxMessagesSection } from './outbox-messages-section';

const FAILED: OutboxMessageView = {
  id: 41,
  subject: 'Application AA-2026-000001: Approved',
  status: 'failed',
  writtenAt: '2026-11-27T02:05:00.000Z',
  attempts: 10,
  deliveredAt: null,
  lastError: '550 mailbox unavailable for [email]',
};
const WAITING: OutboxMessageView = {
  ...FAILED,
  id: 42,
  subject: 'Your code',
  status: 'pending',
  attempts: 0,
  lastError: null,
};

/**
 * The outbox as the server lists it, recording each call: a re-send of 41 queues a waiting copy
 * (43); one of a message the server refuses answers its 409 envelope.
 */
function fakeOutbox(refuse = false) {
  const calls: string[] = [];
  let messages = [WAITING, FAILED];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      calls.push(`${options.method ?? 'GET'} ${path} ${JSON.stringify(options.body ?? null)}`);
      if (path === OUTBOX_API_PATHS.resend) {
        if (refuse) {
          throw new ApiError({
            message: 'refused',
            url: path,
            status: 409,
            errorCodes: 'CONFLICT',
            detail: 'Refused here.',
          });
        }
        messages = [
          { ...FAILED, id: 43, status: 'pending', attempts: 0, lastError: null },
          ...messages,
        ];
        return (await loadAnswerSchema(options.schema)).parse(undefined);
      }
      const failedOnly = path.endsWith('failedOnly=true');
      const listed = failedOnly ? messages.filter(({ status }) => status === 'failed') : messages;
      return (await loadAnswerSchema(options.schema)).parse({ messages: listed });
    },
  };
  return { api, calls };
}

function renderSection(api: ApiClient) {
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={new QueryClient()}>
        <OutboxMessagesSection />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

describe('the Jobs page’s e-mail messages (LIFE-17)', () => {
  it('lists the messages in Singapore time, filters the failed, and sends one again from the keyboard', async () => {
    const { api, calls } = fakeOutbox();
    renderSection(api);

    const table = await screen.findByRole('table');
    const [, waitingRow, failedRow] = within(table).getAllByRole('row');
    expect(waitingRow).toHaveTextContent('Waiting to be sent');
    expect(within(waitingRow as HTMLElement).queryByRole('button')).toBeNull();
    expect(failedRow).toHaveTextContent('41');
    expect(failedRow).toHaveTextContent('Application AA-2026-000001: Approved');
    expect(failedRow).toHaveTextContent('Not sent');
    expect(failedRow).toHaveTextContent('27 Nov 2026, 10:05 am');
    expect(failedRow).toHaveTextContent('550 mailbox unavailable for [email]');

    await userEvent.click(screen.getByLabelText('Failed messages only'));
    await waitFor(() =>
      expect(calls.at(-1)).toBe(`GET ${OUTBOX_API_PATHS.messages}?failedOnly=true null`),
    );
    await waitFor(() => expect(screen.queryByText('Your code')).toBeNull());

    const again = screen.getByRole('button', { name: 'Send again, message 41' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    const notice = await screen.findByText(OUTBOX_MESSAGES.resent);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(calls).toContain(`POST ${OUTBOX_API_PATHS.resend} {"id":41}`);

    await userEvent.click(screen.getByLabelText('Failed messages only'));
    const copy = await screen.findByRole('cell', { name: '43' });
    expect(copy.closest('tr')).toHaveTextContent('Waiting to be sent');
  });

  it('shows the server’s refusal in its words', async () => {
    const { api } = fakeOutbox(true);
    renderSection(api);

    await userEvent.click(await screen.findByRole('button', { name: 'Send again, message 41' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Refused here.');
    expect(screen.queryByText(OUTBOX_MESSAGES.resent)).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    const api: ApiClient = {
      async call<T>(_path: string, options: CallOptions<T>): Promise<T> {
        return (await loadAnswerSchema(options.schema)).parse({ messages: [] });
      },
    };
    renderSection(api);

    expect(await screen.findByText('No messages to show.')).toBeVisible();
  });
});
