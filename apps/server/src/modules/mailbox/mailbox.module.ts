import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { devMailboxRoutes } from './mailbox.routes.js';

// Outside production only: the outbox for a developer's eyes and for the e2e suite.

export const mailboxModule: PortalModule = {
  name: 'mailbox',
  developmentOnly: true,
  build: ({ db }) => ({ routes: [devMailboxRoutes(createOutboxRepository(db))] }),
};
