import { z } from 'zod';

/** Any body passes: the answer of a call the portal does not read. */
export const unreadAnswerSchema = z.unknown();
