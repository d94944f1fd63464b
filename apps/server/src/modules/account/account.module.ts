import type { PortalModule } from '../../platform/portal-module.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { createAccountDecisionsPort } from './account-decisions-port.js';
import { createAccountStatusService } from './account-status.service.js';
import { adminRoutes } from './admin.routes.js';

// Account statuses: the only module that changes them. It serves the profile submission's move to
// SUBMITTED as a port, the officers' decisions on accounts as another (OFF-22), and the loopback
// route of `npm run accounts` when server.ts enabled it.

export const accountModule: PortalModule = {
  name: 'account',
  build: ({ config, db, mailer, adminToken, now }) => {
    const accounts = createAccountRepository(db);
    const accountStatus = createAccountStatusService({
      db,
      accounts,
      mailer,
      mail: { authorityName: config.portal.authorityName, publicOrigin: config.publicOrigin },
    });
    return {
      routes:
        adminToken === undefined ? [] : [adminRoutes({ adminToken, accounts, accountStatus })],
      provides: {
        accountDecisions: createAccountDecisionsPort({ db, accountStatus, now }),
        accountSubmission: {
          async markSubmitted(accountId, tx) {
            const { afterCommit } = await accountStatus.transitionWithin(
              tx,
              accountId,
              'SUBMITTED',
              { actor: 'applicant', reason: 'profile submitted' },
            );
            return afterCommit;
          },
        },
      },
    };
  },
};
