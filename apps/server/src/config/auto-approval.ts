import {
  EMPTY_AUTO_APPROVAL_POLICY,
  parseAutoApprovalPolicyFile,
  type AutoApprovalPolicy,
} from '@aviation-permits/domain/application';
import { z } from 'zod';
import { readConfigFile, type ConfigFileReading } from './file.js';

// The authority's auto-approval policy (OFF-56), read by config.ts with the rest of the
// environment (docs/auto-approval.md). Not required: the empty policy, under which nothing is
// decided automatically, is the true default, in production too.

export const autoApprovalEnvironment = {
  /**
   * A JSON file of the policy's rules (packages/domain auto-approval-policy.ts), read at start and
   * relative to the working directory. Absent: no rule, every application waits for an officer.
   */
  AUTO_APPROVAL_POLICY_FILE: z.string().min(1).optional(),
};

/** Reads AUTO_APPROVAL_POLICY_FILE once, at start; a bad file stops the start, naming the field. */
export function readAutoApprovalPolicy(
  values: Record<string, string>,
  workingDirectory: string,
): ConfigFileReading<AutoApprovalPolicy> {
  return readConfigFile(values, 'AUTO_APPROVAL_POLICY_FILE', workingDirectory, {
    absent: EMPTY_AUTO_APPROVAL_POLICY,
    parse: parseAutoApprovalPolicyFile,
  });
}
