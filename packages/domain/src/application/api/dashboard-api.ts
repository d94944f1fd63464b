import { z } from 'zod';
import { AERIAL_ACTIVITY_CODES } from '../../activity/aerial-activity-types.js';
import { CATEGORY_IDS } from '../../activity/categories.js';
import { DASHBOARD_CATEGORIES, type DashboardCategoryKey } from '../dashboard-categories.js';
import { checkDateText } from '../../validation/date-time-text.js';
import { APPLICATION_STATUSES } from '../lifecycle/application-status.js';
import { dashboardFilterMessages, maxLengthMessage } from '../../messages/application-messages.js';
import { safeString } from '../../validation/safe-text.js';
import { applicationIdSchema, applicationReferenceTextSchema } from './draft-api.js';
import { moneySchema } from './money.js';

// The dashboard's calls (APP-58, APP-59): GET API_PATHS.dashboardData gives the count of every category and
// the first page of one; POST API_PATHS.dashboardFilter gives a page of a category, searched,
// filtered and sorted. Pages are keyset pages: the cursor is the server's opaque mark of the last
// row shown, so a page never repeats or skips a row when applications change in between.

export const DASHBOARD_CATEGORY_KEYS: readonly DashboardCategoryKey[] = DASHBOARD_CATEGORIES.map(
  (category) => category.key,
);

export const DEFAULT_DASHBOARD_PAGE_SIZE = 10;
export const MAX_DASHBOARD_PAGE_SIZE = 50;
export const MAX_DASHBOARD_SEARCH_LENGTH = 100;
const MAX_CURSOR_LENGTH = 500;

export const DASHBOARD_SORT_FIELDS = ['updatedAt', 'firstStartDate', 'reference'] as const;

export const dashboardRowSchema = z.object({
  id: applicationIdSchema,
  /** Null for a draft (not yet submitted). */
  reference: applicationReferenceTextSchema,
  categoryId: z.literal(CATEGORY_IDS),
  /** Category 4's activity type; the other categories describe theirs in words (not listed). */
  activityType: z.literal(AERIAL_ACTIVITY_CODES).optional(),
  venue: z.string(),
  firstStartDate: z.string().describe('YYYY-MM-DD').optional(),
  status: z.literal(APPLICATION_STATUSES),
  dashboardCategory: z.literal(DASHBOARD_CATEGORY_KEYS),
  /** For a Corppass entity's applications: which member created it. */
  createdByName: z.string().optional(),
  updatedAt: z.string().describe('ISO 8601'),
  /** Present in Pending payment: what "Proceed to Payment" will ask for. */
  amountDue: moneySchema.optional(),
});

export const dashboardPageSchema = z.object({
  rows: z.array(dashboardRowSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

const pageSizeMessage = dashboardFilterMessages.pageSize(MAX_DASHBOARD_PAGE_SIZE);

const pageSizeSchema = z
  .number({ error: pageSizeMessage })
  .int(pageSizeMessage)
  .min(1, pageSizeMessage)
  .max(MAX_DASHBOARD_PAGE_SIZE, pageSizeMessage);

const dashboardCategorySchema = z.literal(DASHBOARD_CATEGORY_KEYS, {
  error: dashboardFilterMessages.category,
});

const optionalDate = (label: string) =>
  safeString(label)
    .refine((value) => !checkDateText(value, label), { message: `${label} is invalid` })
    .optional();

const categoryIdSchema = z.literal(CATEGORY_IDS, { error: dashboardFilterMessages.categoryId });

/** What narrows the list, in the filter and in the counts (APP-59, APP-68). */
const narrowingFields = {
  /** Matches the reference or the venue, ignoring case. */
  search: safeString('Search')
    .trim()
    .max(MAX_DASHBOARD_SEARCH_LENGTH, maxLengthMessage('Search', MAX_DASHBOARD_SEARCH_LENGTH))
    .optional(),
  /** Applications whose first start date falls within the range, both ends included. */
  dateFrom: optionalDate('From Date'),
  dateTo: optionalDate('To Date'),
};

function refuseBackwardDateRange(
  { dateFrom, dateTo }: { dateFrom?: string | undefined; dateTo?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (dateFrom && dateTo && !checkDateText(dateFrom, '') && !checkDateText(dateTo, '')) {
    if (dateFrom > dateTo) {
      context.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: dashboardFilterMessages.dateRange,
      });
    }
  }
}

/**
 * GET API_PATHS.dashboardData?category=&pageSize= (query values arrive as text), with the
 * filter's search and filters: each category's count is then of what they find (APP-68).
 */
export const dashboardDataQuerySchema = z
  .object({
    category: dashboardCategorySchema.default('needYourAction'),
    pageSize: z.coerce
      .number({ error: pageSizeMessage })
      .pipe(pageSizeSchema)
      .default(DEFAULT_DASHBOARD_PAGE_SIZE),
    ...narrowingFields,
    categoryId: z.coerce
      .number({ error: dashboardFilterMessages.categoryId })
      .pipe(categoryIdSchema)
      .optional(),
  })
  .superRefine(refuseBackwardDateRange);

export const dashboardDataResponseSchema = z.object({
  counts: z.record(z.literal(DASHBOARD_CATEGORY_KEYS), z.number().int().nonnegative()),
  category: dashboardCategorySchema,
  page: dashboardPageSchema,
});

/** POST API_PATHS.dashboardFilter. */
export const dashboardFilterRequestSchema = z
  .object({
    category: dashboardCategorySchema,
    ...narrowingFields,
    categoryId: categoryIdSchema.optional(),
    sortField: z.literal(DASHBOARD_SORT_FIELDS).default('updatedAt'),
    sortDirection: z.literal(['asc', 'desc']).default('desc'),
    cursor: safeString('Cursor').max(MAX_CURSOR_LENGTH).optional(),
    pageSize: pageSizeSchema.default(DEFAULT_DASHBOARD_PAGE_SIZE),
  })
  .superRefine(refuseBackwardDateRange);

export type DashboardRow = z.infer<typeof dashboardRowSchema>;
export type DashboardPage = z.infer<typeof dashboardPageSchema>;
export type DashboardDataResponse = z.infer<typeof dashboardDataResponseSchema>;
export type DashboardFilterRequest = z.output<typeof dashboardFilterRequestSchema>;
export type DashboardDataQuery = z.output<typeof dashboardDataQuerySchema>;
