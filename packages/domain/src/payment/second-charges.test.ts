import { describe, expect, it } from 'vitest';
import { secondChargeNotice, secondChargesResponseSchema } from './second-charges.js';

describe('second charges', () => {
  it.each([
    [
      '2026-07-04T15:59:00.000Z',
      'A second payment of S$50.00 was received for this application and was refunded on 4 July 2026.',
    ],
    // 16:00 UTC is already the next day in Singapore.
    [
      '2026-07-04T16:00:00.000Z',
      'A second payment of S$50.00 was received for this application and was refunded on 5 July 2026.',
    ],
    [null, 'A second payment of S$50.00 was received for this application and is being refunded.'],
  ])('PAY-15: refunded at %s reads "%s"', (refundedAt, notice) => {
    expect(
      secondChargeNotice({ amount: { currency: 'SGD', amountCents: 5_000 }, refundedAt }),
    ).toBe(notice);
  });

  it('PAY-15: the answer carries an amount and an ISO time or null', () => {
    const answer = {
      secondCharges: [
        { amount: { currency: 'SGD', amountCents: 1 }, refundedAt: '2026-07-04T16:00:00.000Z' },
        { amount: { currency: 'SGD', amountCents: 1 }, refundedAt: null },
      ],
    };
    expect(secondChargesResponseSchema.parse(answer)).toEqual(answer);
    expect(
      secondChargesResponseSchema.safeParse({
        secondCharges: [{ amount: { currency: 'SGD', amountCents: 1 }, refundedAt: 'yesterday' }],
      }).success,
    ).toBe(false);
  });
});
