import { ConfigError, loadConfig } from '../config/config.js';

/**
 * Every problem `loadConfig` names for an environment at once (OPS-2), or none when the portal
 * would start with it. Any other error is thrown.
 */
export function problemsOf(
  environment: Record<string, string>,
  workingDirectory = '/srv/portal',
): string[] {
  try {
    loadConfig(environment, workingDirectory);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}
