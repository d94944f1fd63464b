import { parseArgs } from 'node:util';

// The suite's knobs (OPS-53). The defaults are issue 23's: 200 applicants for 60 s; a busy
// 2-core machine may run fewer while a change is being written, and the full defaults for the
// figures of docs/evidence.md.

const SCENARIO_NAMES = [
  'applicants',
  'instance-kill',
  'database-restart',
  'redis-stop',
  'payment-replay',
  'mail-outage',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface ReliabilityOptions {
  /** Simulated applicants, each signed in with a client address of its own. */
  applicants: number;
  /** Seconds of load in each scenario that runs the applicants. */
  durationS: number;
  /** Seconds an applicant waits between two calls, on average (a person reading the page). */
  thinkS: number;
  /** Seconds PostgreSQL stays down in database-restart, and Redis in redis-stop. */
  outageS: number;
  /** Seconds the mail server stays down in mail-outage. */
  mailOutageS: number;
  /** Copies of the payment notification sent at once in payment-replay. */
  replays: number;
  scenarios: ScenarioName[];
}

const HELP = `npm run test:reliability [-- options]

Starts \`npm run stack\` (the portal must be built: npm run build), runs the scenarios against it
through nginx, stops it (also on failure) and prints the figures of each scenario.

  --applicants=N     simulated applicants (default 200)
  --duration=S       seconds of load per scenario (default 60)
  --think=S          average seconds between an applicant's calls (default 2)
  --outage=S         seconds PostgreSQL, and then Redis, stay down (default 15)
  --mail-outage=S    seconds the mail server stays down (default 60)
  --replays=N        copies of the payment notification sent at once (default 100)
  --scenarios=a,b    a subset of: ${SCENARIO_NAMES.join(', ')}
  --help`;

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be above 0`);
  return parsed;
}

function scenariosOf(value: string | undefined): ScenarioName[] {
  if (value === undefined) return [...SCENARIO_NAMES];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SCENARIO_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown scenarios: ${unknown.join(', ')}`);
  return SCENARIO_NAMES.filter((name) => names.includes(name));
}

/** The options, or 'help' when only the usage was asked for. */
export function parseOptions(args: readonly string[]): ReliabilityOptions | 'help' {
  const { values } = parseArgs({
    args: [...args],
    options: {
      applicants: { type: 'string' },
      duration: { type: 'string' },
      think: { type: 'string' },
      outage: { type: 'string' },
      'mail-outage': { type: 'string' },
      replays: { type: 'string' },
      scenarios: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 'help';
  }
  return {
    applicants: Math.round(positiveNumber('applicants', values.applicants, 200)),
    durationS: positiveNumber('duration', values.duration, 60),
    thinkS: positiveNumber('think', values.think, 2),
    outageS: positiveNumber('outage', values.outage, 15),
    mailOutageS: positiveNumber('mail-outage', values['mail-outage'], 60),
    replays: Math.round(positiveNumber('replays', values.replays, 100)),
    scenarios: scenariosOf(values.scenarios),
  };
}
