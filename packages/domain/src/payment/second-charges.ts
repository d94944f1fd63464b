import { z } from 'zod';
import { moneySchema } from '../application/api/money.js';
import { formatMoney } from './payment-navigation.js';

// A second charge (PAY-15): money a gateway took for an application already paid, which the portal
// gives back. The receipt and the details page say so in the same words.

export const secondChargeSchema = z.object({
  amount: moneySchema,
  /** When the gateway made the refund (ISO 8601); null while it is still being made. */
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
});

export type SecondCharge = z.infer<typeof secondChargeSchema>;

/** GET API_PATHS.paymentSecondCharges?applicationId=: the application's second charges. */
export const secondChargesResponseSchema = z.object({
  secondCharges: z.array(secondChargeSchema),
});

export type SecondChargesResponse = z.infer<typeof secondChargesResponseSchema>;

const SINGAPORE_DAY = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "A second payment of S$50.00 … was refunded on 4 July 2026." (the day in Singapore). */
export function secondChargeNotice({ amount, refundedAt }: SecondCharge): string {
  const paid = `A second payment of ${formatMoney(amount)} was received for this application`;
  return refundedAt === null
    ? `${paid} and is being refunded.`
    : `${paid} and was refunded on ${SINGAPORE_DAY.format(new Date(refundedAt))}.`;
}
