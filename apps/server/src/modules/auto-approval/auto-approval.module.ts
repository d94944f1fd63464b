import type { PortalModule } from '../../platform/portal-module.js';
import { createAutoApproval } from './auto-approval.service.js';

// Decisions within published limits (OFF-56 to OFF-58, docs/auto-approval.md): the authority's
// auto-approval policy (AUTO_APPROVAL_POLICY_FILE) judges every application arriving in
// Processing, through the application module's processingEntries port; what it approves is decided
// by the application module (applicationDecisions) and audited by the officer module
// (officerAudit). The default policy has no rule, so nothing is approved until the authority opts in.

export const autoApprovalModule: PortalModule = {
  name: 'auto-approval',
  build: ({ config, port, logger, now }) => {
    port('processingEntries').listen(
      createAutoApproval({
        policy: config.autoApproval,
        decisions: port('applicationDecisions'),
        audit: port('officerAudit'),
        logger,
        now,
      }),
    );
    return {};
  },
};
