import { applicantMessageFor, type ApplicationAction } from '@aviation-permits/domain/application';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, lifecycleMoveMail, type MovedApplication } from './lifecycle-mail.js';

// LIFE-19: a lifecycle job's move sends the applicant the message the domain's MOVE_NOTIFICATIONS
// names for it, and the lifecycle can write each of those (applicantMessageFor fails the move on
// one it cannot write, as its own test shows).

const CONTEXT = {
  publicOrigin: 'https://permits.example',
  authorityName: 'Civil Aviation Authority',
};
const APPLICATION: MovedApplication = {
  to: 'owner@example.com',
  id: 'a1',
  reference: 'AA-2027-000001',
  status: 'PENDING_PAYMENT',
  category: 4,
  venue: 'West Coast Park',
};

describe('the lifecycle moves’ e-mails (LIFE-19)', () => {
  it.each([
    ['expire', 'PENDING_PAYMENT', 'Application AA-2027-000001: Expired'],
    ['remove', 'DRAFT', 'Your draft application has been removed'],
  ] as const)(
    'a move %s by the system from %s sends the message the table names',
    (action: ApplicationAction, status, subject) => {
      const message = applicantMessageFor({ action, by: 'system' }, LIFECYCLE_MESSAGES);
      if (!message) throw new Error(`MOVE_NOTIFICATIONS names no message for ${action}`);

      const mail = lifecycleMoveMail(message, { ...APPLICATION, status }, CONTEXT);

      expect(mail?.subject).toBe(subject);
      expect(mail?.to).toBe('owner@example.com');
    },
  );
});
