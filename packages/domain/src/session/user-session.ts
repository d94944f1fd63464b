import { z } from 'zod/mini';
import { ACCOUNT_STATUSES, NO_STATUS } from '../account/account-status.js';

// The answer of the status call (ACC-10).

export const userSessionSchema = z.object({
  userSessionValid: z.boolean(),
  foundMultipleSessions: z.boolean(),
  status: z.union([z.enum(ACCOUNT_STATUSES), z.literal(NO_STATUS)]),
  email: z.string(),
  spcpLogin: z.boolean(),
  fullName: z.string(),
});

export type UserSession = z.infer<typeof userSessionSchema>;
