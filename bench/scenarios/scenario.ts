// What a load scenario is. A scenario group is one file in this folder exporting a
// ScenarioGroup; bench/scenarios/index.ts lists the groups (see bench/README.md).
import type { BenchOptions } from '../lib/options.js';
import type { RunningPortal } from '../lib/servers.js';

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * For a request that cannot be sent twice unchanged (a draft save names the version it saves
   * over): called for every request sent; its headers and body are added to the ones above, and it
   * hears the answer before the connection sends again.
   */
  varied?: () => VariedRequest;
}

export interface VariedRequest {
  headers?: Record<string, string>;
  body?: string;
  onAnswer(status: number, body: string): void;
}

/** Targets a row is marked against; a row without targets is printed with no mark. */
export interface LoadTarget {
  /** The scenario's req/s divided by bare Fastify's, at least this. */
  minRatioToBare?: number;
  /** The median latency, below this. */
  maxP50Ms?: number;
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
  /** Why the group cannot run here (e.g. it needs PostgreSQL): the run says so and skips it. */
  skipReason?: (options: BenchOptions) => string | undefined;
  /**
   * A group that measures on its own terms (another server than the bench's portal, its own
   * load, e.g. the stack group) instead of through `scenarios`: its text is printed after the
   * tables and kept in the JSON.
   */
  run?: (options: BenchOptions) => Promise<string>;
  /** Runs after the group's load: text printed after the tables and kept in the JSON (query plans). */
  afterLoad?: () => Promise<string>;
}
