// PERF-9: the dashboard and draft saves with 1,000,000 applications across 100,000 applicants in
// PostgreSQL. The first scenario seeds in bulk (lib/applications-seed.ts; a seeded database is
// reused), each signs its applicants in, and after the load every dashboard call is explained as
// the server runs it (lib/query-plans.ts). Needs DATABASE_URL naming a database of the bench's
// own: the seed stays there for the next run.
import { API_PATHS } from '@aviation-permits/domain/http';
import {
  dashboardDataQuerySchema,
  dashboardFilterRequestSchema,
  dashboardPageSchema,
  type ApplicationDraft,
  type DashboardCategoryKey,
  type DashboardFilterRequest,
} from '@aviation-permits/domain/application';
import {
  BENCH_APPLICANTS,
  SEEDED_APPLICANTS,
  SEEDED_APPLICATIONS,
  benchEmail,
  ensureApplicationsSeeded,
} from '../lib/applications-seed.js';
import { draftSaves, type SavableDraft } from '../lib/draft-saves.js';
import { benchDatabase } from '../lib/postgres.js';
import { dashboardCall, explainAll, type DatabaseCall } from '../lib/query-plans.js';
import { signInSeeded, type SignedInApplicant } from '../lib/seeded-sign-in.js';
import { sendOnce } from '../lib/send-once.js';
import type { RunningPortal } from '../lib/servers.js';
import type { LoadRequest, LoadScenario, LoadTarget, ScenarioGroup } from './scenario.js';

/** PERF-9: the dashboard's calls for one applicant at 50 connections. */
const DASHBOARD_TARGET: LoadTarget = { maxP50Ms: 20, maxP99Ms: 50 };
/** PERF-9: saving a draft. */
const DRAFT_SAVE_TARGET: LoadTarget = { maxP50Ms: 20 };

/** Drafts saved in turn, each its own applicant's: twice the default connections, so saves never meet. */
const DRAFTS_SAVED = 100;
/** The late page is the one after this many, reached by following each page's cursor. */
const PAGES_BEFORE_LATE_PAGE = 100;

type Who = keyof typeof BENCH_APPLICANTS;

const WHO_TEXT: Record<Who, string> = {
  personal: 'applicant (50 applications)',
  entityMember: 'Corppass entity (~50)',
  largeEntityMember: 'large Corppass entity (~5,050)',
};

/** What autosave sends for an aerial photography draft (category 1, as the drafts saved). */
export const SAVED_FORM: ApplicationDraft = {
  category: 1,
  venue: 'Marina Bay Floating Platform',
  purpose: 'Celebration for residents.\nOpen to the public.',
  activityType: 'Aerial videography of the city skyline',
  dateTimeRows: [
    { startDate: '2027-03-23', endDate: '2027-03-24', startTime: '20:00', endTime: '21:00' },
  ],
  aircraftType: 'Eurocopter AS350',
  callsign: '9V-ABC',
  minAltitudeFt: '1500',
  maxAltitudeFt: '2500',
};

let seeding: Promise<void> | undefined;
const signedIn = new Map<string, Promise<SignedInApplicant>>();
const explained: { title: string; call: DatabaseCall }[] = [];

/** Seeds once per run (or finds the seed), then signs the applicant in once per run. */
function signIn(portal: RunningPortal, email: string): Promise<SignedInApplicant> {
  seeding ??= ensureApplicationsSeeded(benchDatabase()).then((how) =>
    console.error(
      `applications-at-scale: ${SEEDED_APPLICATIONS} applications, ${SEEDED_APPLICANTS} applicants (${how})`,
    ),
  );
  let session = signedIn.get(email);
  if (session === undefined) {
    session = seeding.then(() => signInSeeded(portal, benchDatabase(), email));
    signedIn.set(email, session);
  }
  return session;
}

function dashboardData(who: Who, category: DashboardCategoryKey): LoadScenario {
  const title = `dashboard/data, ${WHO_TEXT[who]}`;
  return {
    name: `GET ${title}`,
    target: DASHBOARD_TARGET,
    async prepare(portal) {
      const { applicant, headers } = await signIn(portal, benchEmail(BENCH_APPLICANTS[who]));
      const query = { category };
      const request = { path: `${API_PATHS.dashboardData}?${new URLSearchParams(query)}`, headers };
      await sendOnce(portal.baseUrl, request);
      explained.push({
        title,
        call: dashboardCall((service) =>
          service.data(applicant, dashboardDataQuerySchema.parse(query)),
        ),
      });
      return request;
    },
  };
}

type FilterBody = Partial<DashboardFilterRequest> & Pick<DashboardFilterRequest, 'category'>;

function filterRequest(headers: Record<string, string>, body: FilterBody): LoadRequest {
  return {
    method: 'POST',
    path: API_PATHS.dashboardFilter,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** The cursor of page `pages + 1`, following nextCursor through the portal as the browser does. */
async function cursorAfter(
  portal: RunningPortal,
  headers: Record<string, string>,
  body: FilterBody,
  pages: number,
): Promise<string> {
  let cursor: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    const answer = await sendOnce(portal.baseUrl, filterRequest(headers, { ...body, cursor }));
    const next = dashboardPageSchema.parse(JSON.parse(answer.body)).nextCursor;
    if (next === null) throw new Error(`${body.category} has only ${page + 1} pages`);
    cursor = next;
  }
  if (cursor === undefined) throw new Error('No page to start after');
  return cursor;
}

function dashboardFilter(
  who: Who,
  what: string,
  body: FilterBody,
  { latePage = false } = {},
): LoadScenario {
  const title = `dashboard/filter, ${what}, ${WHO_TEXT[who]}`;
  return {
    name: `POST ${title}`,
    target: DASHBOARD_TARGET,
    async prepare(portal) {
      const { applicant, headers } = await signIn(portal, benchEmail(BENCH_APPLICANTS[who]));
      const sent = latePage
        ? { ...body, cursor: await cursorAfter(portal, headers, body, PAGES_BEFORE_LATE_PAGE) }
        : body;
      const request = filterRequest(headers, sent);
      await sendOnce(portal.baseUrl, request);
      explained.push({
        title,
        call: dashboardCall((service) =>
          service.filter(applicant, dashboardFilterRequestSchema.parse(sent)),
        ),
      });
      return request;
    },
  };
}

/** Drafts of category 1 of as many applicants (personal ones other than the dashboard's). */
async function savableDrafts(portal: RunningPortal): Promise<SavableDraft[]> {
  await signIn(portal, benchEmail(BENCH_APPLICANTS.personal));
  const { rows } = await benchDatabase().query<{ id: string; version: number; email: string }>(
    `select distinct on (a.owner_account_id) a.id, a.version, o.email
     from (select * from applications
           where status = 'DRAFT' and category = 1 and entity_uen is null limit $1) a
     join accounts o on o.id = a.owner_account_id
     where o.email <> $2`,
    [DRAFTS_SAVED * 4, benchEmail(BENCH_APPLICANTS.personal)],
  );
  if (rows.length < DRAFTS_SAVED) throw new Error(`Only ${rows.length} drafts to save`);
  return Promise.all(
    rows.slice(0, DRAFTS_SAVED).map(async ({ id, version, email }) => {
      const { headers } = await signIn(portal, email);
      return { id, version, headers: { ...headers, 'content-type': 'application/json' } };
    }),
  );
}

const saveDraft: LoadScenario = {
  name: `PUT application/draft, ${DRAFTS_SAVED} applicants' drafts`,
  target: DRAFT_SAVE_TARGET,
  async prepare(portal) {
    const request: LoadRequest = {
      method: 'PUT',
      path: API_PATHS.applicationDraft,
      varied: draftSaves(await savableDrafts(portal), SAVED_FORM),
    };
    await sendOnce(portal.baseUrl, request);
    return request;
  },
};

export const applicationsAtScale: ScenarioGroup = {
  name: 'applications-at-scale',
  skipReason: () =>
    process.env.DATABASE_URL
      ? undefined
      : 'needs PostgreSQL: DATABASE_URL naming a database of its own (it seeds 1,000,000 applications)',
  scenarios: [
    dashboardData('personal', 'needYourAction'),
    dashboardData('entityMember', 'needYourAction'),
    dashboardData('largeEntityMember', 'needYourAction'),
    dashboardFilter('personal', 'search "marina"', {
      category: 'pastApplications',
      search: 'marina',
    }),
    dashboardFilter('personal', 'category 2 by start date', {
      category: 'processing',
      categoryId: 2,
      sortField: 'firstStartDate',
      sortDirection: 'asc',
    }),
    dashboardFilter(
      'largeEntityMember',
      `page ${PAGES_BEFORE_LATE_PAGE + 1} by cursor`,
      { category: 'pastApplications' },
      { latePage: true },
    ),
    saveDraft,
  ],
  afterLoad: () => explainAll(benchDatabase(), explained, 'dashboard calls'),
};
