// The largest load the stack holds for signed-in applicants (PERF-15): each connection is one
// applicant working through the calls the web app makes for them, round after round without a
// pause (the status call, init-data, the dashboard, a draft saved, the profile, a search of the
// dashboard, the draft saved again), through nginx; the load steps up until the 99th percentile
// of all the calls reaches the limit, and every step is printed.
import { API_PATHS } from '@aviation-permits/domain/http';
import type { LoadRequest } from '../scenarios/scenario.js';
import { draftSaves, type SavableDraft } from './draft-saves.js';
import type { LoadFigures } from './load.js';
import { measureFromAddresses } from './stack-load.js';

/** Applicants at once, step by step; the last is the most the mix is prepared for. */
export const MIX_STEPS = [10, 25, 50, 100, 200] as const;
/** PERF-15: the step holds while p99 stays under this, with every call answered 2xx. */
export const MIX_P99_LIMIT_MS = 200;

export interface MixStep extends LoadFigures {
  applicants: number;
  holds: boolean;
}

/** One applicant's round: the calls in the order the web app makes them for a signed-in person. */
function roundOf(draft: SavableDraft, form: unknown): LoadRequest[] {
  const { headers } = draft;
  const save: LoadRequest = {
    method: 'PUT',
    path: API_PATHS.applicationDraft,
    varied: draftSaves([draft], form),
  };
  return [
    { path: API_PATHS.status, headers },
    { path: API_PATHS.initData, headers },
    { path: `${API_PATHS.dashboardData}?category=needYourAction`, headers },
    save,
    { path: API_PATHS.profile, headers },
    {
      method: 'POST',
      path: API_PATHS.dashboardFilter,
      headers,
      body: JSON.stringify({ category: 'pastApplications', search: 'marina' }),
    },
    save,
  ];
}

/** Steps up the applicants until a step does not hold (or the steps run out). */
export async function stepUpApplicants(
  stackUrl: string,
  drafts: SavableDraft[],
  form: unknown,
  durationS: number,
  log: (line: string) => void,
): Promise<MixStep[]> {
  const rounds = drafts.map((draft) => roundOf(draft, form));
  const steps: MixStep[] = [];
  for (const applicants of MIX_STEPS) {
    if (applicants > rounds.length) break;
    const next = new Array<number>(applicants).fill(0);
    log(`load: applicant mix through nginx, ${applicants} applicants (${durationS} s)`);
    const figures = await measureFromAddresses(
      stackUrl,
      (connection) => {
        const round = rounds[connection] ?? [];
        const request = round[(next[connection] ?? 0) % round.length];
        next[connection] = (next[connection] ?? 0) + 1;
        if (request === undefined) throw new Error(`No round for applicant ${connection}`);
        return request;
      },
      { durationS, connections: applicants },
    );
    const holds = figures.p99Ms < MIX_P99_LIMIT_MS && figures.non2xx === 0 && figures.errors === 0;
    steps.push({ applicants, ...figures, holds });
    if (!holds) break;
  }
  return steps;
}
