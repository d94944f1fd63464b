import { useId, useState } from 'react';
import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import {
  mayResendOutboxMessage,
  OUTBOX_MESSAGE_STATUS_LABELS,
  OUTBOX_MESSAGES,
  type OutboxMessageView,
} from '@aviation-permits/domain/officer';
import { ApiError } from '@/lib/api-client/api-error';
import { useOutboxMessages, useResendOutboxMessage } from '../api/outbox-messages-query';
import { ListLoadState } from './list-load-state';
import { useOutcomeNotice } from './outcome-notice';
import { NewestFirstTable } from './newest-first-table';

/**
 * The Jobs page's e-mail section, for supervisors (LIFE-17): the outbox's last messages newest
 * first, or the failed ones, each by its number and subject (never its address), and "Send again"
 * on a sent or failed one, which queues a copy (audited) and says so, or shows the server's refusal.
 */
export function OutboxMessagesSection() {
  const headingId = useId();
  const [failedOnly, setFailedOnly] = useState(false);
  const messages = useOutboxMessages(failedOnly);
  const resend = useResendOutboxMessage();
  const { announce, clear, notice } = useOutcomeNotice();
  const list = messages.data?.messages ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId}>E-mail messages</h2>
      <div className="form-check mb-3">
        <input
          id={`${headingId}-failed`}
          type="checkbox"
          className="form-check-input"
          checked={failedOnly}
          onChange={(event) => setFailedOnly(event.target.checked)}
        />
        <label htmlFor={`${headingId}-failed`} className="form-check-label">
          Failed messages only
        </label>
      </div>
      {notice}
      {resend.isError && (
        <p className="alert alert-danger" role="alert">
          {(resend.error instanceof ApiError && resend.error.detail) ||
            'The message could not be queued again. Try again.'}
        </p>
      )}
      <ListLoadState query={messages} what="messages" />
      {messages.data && list.length === 0 && <p>No messages to show.</p>}
      {list.length > 0 && (
        <NewestFirstTable
          columns={[
            'Number',
            'Subject',
            'Status',
            'Written',
            'Attempts',
            'Error',
            { hidden: 'Action' },
          ]}
        >
          {list.map((message) => (
            <OutboxMessageRow
              key={message.id}
              message={message}
              sending={resend.isPending && resend.variables === message.id}
              onResend={() => {
                clear();
                resend.mutate(message.id, {
                  onSuccess: () => announce(OUTBOX_MESSAGES.resent),
                });
              }}
            />
          ))}
        </NewestFirstTable>
      )}
    </section>
  );
}

function OutboxMessageRow({
  message,
  sending,
  onResend,
}: {
  message: OutboxMessageView;
  sending: boolean;
  onResend: () => void;
}) {
  return (
    <tr>
      <td>{message.id}</td>
      <td className="text-break">{message.subject}</td>
      <td>{OUTBOX_MESSAGE_STATUS_LABELS[message.status]}</td>
      <td className="text-nowrap">{formatSingaporeDateTime(Date.parse(message.writtenAt))}</td>
      <td>{message.attempts}</td>
      <td className="text-break">{message.lastError ?? ''}</td>
      <td>
        {mayResendOutboxMessage(message.status) && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary text-nowrap"
            disabled={sending}
            aria-label={`Send again, message ${message.id}`}
            onClick={onResend}
          >
            {sending ? 'Queuing…' : 'Send again'}
          </button>
        )}
      </td>
    </tr>
  );
}
