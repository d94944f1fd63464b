import { z } from 'zod';

// An amount the server decided (from its fee schedule), in cents so no rounding ever happens. The
// browser only shows it: no request of the portal carries an amount (PAY-2).

export const moneySchema = z.object({
  currency: z.literal('SGD'),
  amountCents: z.number().int().nonnegative(),
});

export type Money = z.infer<typeof moneySchema>;
