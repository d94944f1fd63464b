import { z } from 'zod';

// The development outbox (OPS-11): while no SMTP server is configured, the portal's e-mails are
// kept and listed here, outside production only. The e2e suite reads one-time codes from the JSON.

export const DEV_MAILBOX_PATHS = {
  page: '/dev/mailbox',
  json: '/dev/mailbox.json',
} as const;

export const mailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});

/** Newest first. */
export const mailboxSchema = z.array(mailboxMessageSchema);

export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
