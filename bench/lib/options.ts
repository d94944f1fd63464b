// The bench's settings: flags first, then environment variables, then defaults.
export interface BenchOptions {
  /** Seconds of load per scenario (and for the bare Fastify baseline). */
  durationS: number;
  connections: number;
  lighthouse: boolean;
  /** Only the scenario groups named here (all when empty). */
  groups: string[];
  quick: boolean;
  /** Seed the PostgreSQL groups' rows anew even when the database holds them (lib/seed-marker.ts). */
  reseed: boolean;
  chromePath: string;
  /** The stack group's stack (PERF-13): nginx, one instance direct, its database. */
  stack: StackAddresses;
}

interface StackAddresses {
  url: string;
  instanceUrl: string;
  databaseUrl: string;
}

/** The bench's own stack (bench/README.md), beside the default one the e2e suite uses. */
const BENCH_STACK: StackAddresses = {
  url: 'http://127.0.0.1:8180',
  instanceUrl: 'http://127.0.0.1:3201',
  databaseUrl: 'postgres://postgres@127.0.0.1:5452/portal_stack',
};

const HELP = `npm run bench -- [--quick] [--duration=S] [--connections=N] [--no-lighthouse] [--groups=a,b]
  --quick          3 s per scenario (for checking the bench itself)
  --duration=S     seconds of load per scenario (env BENCH_DURATION_S, default 10)
  --connections=N  concurrent connections (env BENCH_CONNECTIONS, default 50)
  --no-lighthouse  skip the Lighthouse runs and the Enquiry Tool's answer time (env BENCH_LIGHTHOUSE=0)
  --groups=a,b     only these scenario groups (see bench/scenarios/index.ts)
  --reseed         seed the 1,000,000 applications again though DATABASE_URL holds them (env BENCH_RESEED=1)
  --stack-url=U, --stack-instance-url=U, --stack-database-url=U
                   the stack group's nginx, one instance and database (env BENCH_STACK_URL,
                   BENCH_STACK_INSTANCE_URL, BENCH_STACK_DATABASE_URL; default the bench's stack:
                   ${BENCH_STACK.url}, ${BENCH_STACK.instanceUrl}, ${BENCH_STACK.databaseUrl})
  Chromium: CHROMIUM_PATH, default /usr/bin/chromium. PostgreSQL: DATABASE_URL (else PGlite).`;

function flag(args: string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return args.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export function readOptions(args: string[], env: NodeJS.ProcessEnv): BenchOptions {
  if (args.includes('--help')) {
    console.log(HELP);
    process.exit(0);
  }
  const quick = args.includes('--quick');
  return {
    quick,
    durationS: positiveNumber(
      flag(args, 'duration') ?? env.BENCH_DURATION_S,
      quick ? 3 : 10,
      'duration',
    ),
    connections: positiveNumber(
      flag(args, 'connections') ?? env.BENCH_CONNECTIONS,
      50,
      'connections',
    ),
    lighthouse: !args.includes('--no-lighthouse') && env.BENCH_LIGHTHOUSE !== '0',
    groups: (flag(args, 'groups') ?? '').split(',').filter(Boolean),
    reseed: args.includes('--reseed') || env.BENCH_RESEED === '1',
    chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    stack: {
      url: flag(args, 'stack-url') ?? env.BENCH_STACK_URL ?? BENCH_STACK.url,
      instanceUrl:
        flag(args, 'stack-instance-url') ?? env.BENCH_STACK_INSTANCE_URL ?? BENCH_STACK.instanceUrl,
      databaseUrl:
        flag(args, 'stack-database-url') ?? env.BENCH_STACK_DATABASE_URL ?? BENCH_STACK.databaseUrl,
    },
  };
}
