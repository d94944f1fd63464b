// What a load scenario is. A scenario group is one file in this folder exporting a
// ScenarioGroup; bench/scenarios/index.ts lists the groups (see bench/README.md).
import type { RunningPortal } from '../lib/servers.js';

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Targets a row is marked against; a row without targets is printed with no mark. */
export interface LoadTarget {
  /** The scenario's req/s divided by bare Fastify's, at least this. */
  minRatioToBare?: number;
  /** The 99th-percentile latency, below this. */
  maxP99Ms?: number;
}

export interface LoadScenario {
  /** The row's name in the table and the JSON. */
  name: string;
  /**
   * Runs once before the load, against the running portal: seeds rows, signs in, reads a
   * token. Answers the one request autocannon repeats. Keep it bounded (no open-ended loops).
   */
  prepare(portal: RunningPortal): Promise<LoadRequest>;
  target?: LoadTarget;
}

export interface ScenarioGroup {
  /** Used by `--groups=`; kebab-case. */
  name: string;
  scenarios: LoadScenario[];
}
