import { solveChallengeWorkers } from 'altcha-lib';
import type { HumanCheckChallenge } from '@aviation-permits/domain/http';
import { encodeHumanCheckPayload } from './encode-human-check-payload';

/**
 * Upper bound for one proof of work. The server sets a cost solved in about a second on a
 * phone; the bound only stops a runaway solve well before the challenge's 5-minute expiry.
 */
const HUMAN_CHECK_SOLVE_TIMEOUT_MS = 60_000;

/** More workers than this brings little on a phone and competes with the page. */
const MAX_SOLVER_WORKERS = 4;

/** Solves challenges in parallel Web Workers and answers the `x-human-check` header value. */
export function createHumanCheckSolver(
  startWorker: () => Promise<Worker>,
): (challenge: HumanCheckChallenge) => Promise<string> {
  return async (challenge) => {
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(navigator.hardwareConcurrency || 1, MAX_SOLVER_WORKERS),
      createWorker: startWorker,
      timeout: HUMAN_CHECK_SOLVE_TIMEOUT_MS,
    });
    if (!solution) throw new Error('Human-check challenge not solved in time');
    return encodeHumanCheckPayload(challenge, solution);
  };
}
