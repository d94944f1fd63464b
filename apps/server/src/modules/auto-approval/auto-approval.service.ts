import { autoDecision, type AutoApprovalPolicy } from '@aviation-permits/domain/application';
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationDecisionsPort } from '../../platform/ports/application-decisions.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import type { ProcessingEntryListener } from '../../platform/ports/processing-entries.js';

// Decisions within published limits (OFF-56): as an application arrives in Processing, the
// authority's policy is asked whether it approves it; if so the application module approves it as
// `system` by the officers' approval path (event, permit, the applicant's e-mail) and the audit
// trail keeps a `system` row, all in the arrival's transaction. Otherwise it waits for an officer.
// The log line names the application's id and the rule, never its contents or its applicant.

export interface AutoApprovalDependencies {
  policy: AutoApprovalPolicy;
  decisions: ApplicationDecisionsPort;
  audit: OfficerAuditPort;
  logger: FastifyBaseLogger;
  now: () => Date;
}

export function createAutoApproval(
  dependencies: AutoApprovalDependencies,
): ProcessingEntryListener {
  const { policy, decisions, audit, now } = dependencies;
  const log = dependencies.logger.child({ component: 'auto-approval' });

  return async (tx, { applicationId, facts, eligibility }) => {
    const decision = autoDecision(policy, facts, eligibility);
    if (decision.decision === 'none') {
      // Most arrivals, and every one under the default policy: not worth a line at info.
      log.debug(
        { applicationId, rule: decision.ruleId, reason: decision.reason },
        'Not approved automatically: left to an officer',
      );
      return undefined;
    }
    const outcome = await decisions.approveAutomaticallyWithin(tx, applicationId, decision);
    await audit.appendBySystem(
      {
        at: now(),
        action: 'application.auto-approve',
        subjectType: 'application',
        subjectId: applicationId,
        message: `${outcome.auditMessage} under rule ${decision.ruleId}`,
      },
      tx,
    );
    log.info({ applicationId, rule: decision.ruleId }, 'Approved automatically');
    return outcome.afterCommit;
  };
}
