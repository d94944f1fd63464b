// The settings of `npm run bench:lighthouse`: which pages, which profiles, how many runs of each.
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { FormFactor } from './lighthouse.js';

export interface LighthouseOptions {
  pages: string[];
  formFactors: FormFactor[];
  /** Runs of each page and profile; the report gives each run and the median. */
  runs: number;
  chromePath: string;
}

const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

/** The pages `npm run bench` runs Lighthouse on (PERF-4, PERF-11). */
export const LIGHTHOUSE_PAGES: readonly string[] = [
  ROUTE_PATHS.home,
  ROUTE_PATHS.login,
  ROUTE_PATHS.checkPermitEligibility,
];

export const LIGHTHOUSE_HELP = `npm run bench:lighthouse -- [--pages=/a,/b] [--profiles=mobile,desktop] [--runs=N]
  --pages=/a,/b        page addresses (default: ${LIGHTHOUSE_PAGES.join(',')})
  --profiles=a,b       mobile and/or desktop (default: both)
  --runs=N             runs of each page and profile, median reported (default 1)
  Chromium: CHROMIUM_PATH, default /usr/bin/chromium. PostgreSQL: DATABASE_URL (else PGlite).`;

function list(args: string[], name: string): string[] | undefined {
  const prefix = `--${name}=`;
  return args
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length)
    .split(',')
    .filter(Boolean);
}

function isFormFactor(text: string): text is FormFactor {
  return (FORM_FACTORS as readonly string[]).includes(text);
}

export function readLighthouseOptions(args: string[], env: NodeJS.ProcessEnv): LighthouseOptions {
  const pages = list(args, 'pages') ?? [...LIGHTHOUSE_PAGES];
  const badPage = pages.find((page) => !page.startsWith('/'));
  if (badPage !== undefined) throw new Error(`--pages: "${badPage}" is not a path (/…)`);
  const profiles = list(args, 'profiles') ?? [...FORM_FACTORS];
  const formFactors = profiles.filter(isFormFactor);
  if (formFactors.length !== profiles.length) {
    throw new Error(`--profiles: only ${FORM_FACTORS.join(' and ')}`);
  }
  const runs = Number(list(args, 'runs')?.[0] ?? '1');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
  return { pages, formFactors, runs, chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
}
