import { z } from 'zod';
import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';

// The two declarations (APP-38): the information is true, and the map area cannot change
// after submission. A draft may hold either answer; a submission needs both ticked. The texts the
// applicant ticks are APPLICATION_DECLARATIONS (form-questions.ts).

export const declarationsDraftSchema = z
  .object({
    informationTrue: z.boolean().optional(),
    mapAreaFinal: z.boolean().optional(),
  })
  .optional();

function ticked(message: string) {
  return z
    .boolean({ error: message })
    .prefault(false)
    .refine((value) => value, { message });
}

export const declarationsSubmissionSchema = z
  .object({
    informationTrue: ticked(APPLICATION_MESSAGES.declarationInformationTrue),
    mapAreaFinal: ticked(APPLICATION_MESSAGES.declarationMapAreaFinal),
  })
  .prefault({});
