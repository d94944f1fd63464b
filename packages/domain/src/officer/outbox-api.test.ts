import { describe, expect, it } from 'vitest';
import {
  mayResendOutboxMessage,
  outboxMessagesQuerySchema,
  resendOutboxMessageSchema,
} from './outbox-api.js';

// LIFE-17: the console's calls on the outbox take only what they expect, and a message the sender
// still holds is not queued a second time.

describe('the outbox calls', () => {
  it('takes a message number as a positive whole number only', () => {
    expect(resendOutboxMessageSchema.safeParse({ id: 42 }).success).toBe(true);
    for (const id of [0, -1, 1.5, '42', '1 or 1=1', 2 ** 64]) {
      expect(resendOutboxMessageSchema.safeParse({ id }).success, String(id)).toBe(false);
    }
  });

  it('filters by failure with true or false', () => {
    expect(outboxMessagesQuerySchema.parse({ failedOnly: 'true' })).toEqual({ failedOnly: 'true' });
    expect(outboxMessagesQuerySchema.safeParse({ failedOnly: 'yes' }).success).toBe(false);
  });

  it.each([
    ['delivered', true],
    ['failed', true],
    ['pending', false],
  ] as const)('a %s message may be sent again: %s', (status, may) => {
    expect(mayResendOutboxMessage(status)).toBe(may);
  });
});
