import { API_PATHS } from '@aviation-permits/domain/http';
import { CATEGORY_API_PATHS, DOCUMENT_UPLOAD_FIELD } from '@aviation-permits/domain/application';
import { CATEGORY_IDS } from '@aviation-permits/domain/activity';
import { MAP_API_PATHS, MAP_SCREENSHOT_UPLOAD_FIELD } from '@aviation-permits/domain/geo';
import { PERMIT_CODE_LENGTH } from '@aviation-permits/domain/permit';
import { sampleOf } from '@aviation-permits/server/src/test-support/fuzz/json-schema-sample.js';
import type { RegisteredRoute } from '@aviation-permits/server/src/test-support/route-table.js';
import { validForm } from './application-forms.js';
import type { OwnerRecords } from './owner-records.js';
import type { CatalogueOperation } from './route-catalogue.js';
import {
  MINIMAL_PDF,
  MINIMAL_PNG,
} from '@aviation-permits/server/src/test-support/profile-test-client.js';

// A route's call aimed at applicant A's records: every path parameter, query parameter and top-
// level body field that names a record carries one of A's (the submitted application, its
// document, the draft, A's account), the rest a plausible value of its schema. A form's save and
// submission carry a valid form and an upload a valid file, so that the call reaches the portal's
// ownership check instead of stopping at its validation. Whether the call names any of A's records
// decides whether another identity may make it at all.

export interface OwnerRequest {
  method: string;
  /** Path and query. */
  url: string;
  json?: unknown;
  form?: FormData;
  /** It names one of A's records. */
  namesOwnerRecord: boolean;
}

/** Calls whose `id` is a draft's, not a submitted application's. */
const DRAFT_PATHS: readonly string[] = [API_PATHS.applicationDraft, API_PATHS.applicationRemove];

/** Query values that name none of A's records: a permit code of the right shape that is wrong. */
const PLAUSIBLE_QUERY: Readonly<Record<string, string>> = { c: '0'.repeat(PERMIT_CODE_LENGTH) };

/** The uploads, each with its file part. */
const UPLOADS: Readonly<Record<string, () => FormData>> = {
  [API_PATHS.documentUpload]: () =>
    formWith(DOCUMENT_UPLOAD_FIELD, MINIMAL_PDF, 'plan.pdf', 'application/pdf'),
  [MAP_API_PATHS.screenshotUpload]: () =>
    formWith(MAP_SCREENSHOT_UPLOAD_FIELD, MINIMAL_PNG, 'map.png', 'image/png'),
};

function formWith(field: string, content: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  return form;
}

/** The category whose submission this path is, if it is one. */
function submittedCategory(path: string) {
  return CATEGORY_IDS.find((category) => CATEGORY_API_PATHS[category].submit === path);
}

function ownerValue(
  name: string,
  path: string,
  records: OwnerRecords,
  ownerAccountId: string | undefined,
): string | number | undefined {
  const isDraft = DRAFT_PATHS.includes(path) || submittedCategory(path) !== undefined;
  if (name === 'id' && path.includes('/accounts/')) return ownerAccountId;
  if (name === 'id' || name === 'applicationId')
    return isDraft ? records.draftId : records.submittedId;
  if (name === 'documentId') return records.documentId;
  if (name === 'reference') return records.submittedReference;
  if (name === 'version' && isDraft) return records.draftVersion;
  return undefined;
}

/** A valid form where the call saves or submits one; else the schema's plausible sample. */
function bodyOf(
  path: string,
  method: string,
  operation: CatalogueOperation,
  records: OwnerRecords,
) {
  const category =
    submittedCategory(path) ??
    (path === API_PATHS.applicationDraft && method === 'PUT' ? 3 : undefined);
  const body = sampleOf(operation.jsonBody ?? {});
  if (category === undefined || body === null || typeof body !== 'object') return body;
  return { ...body, form: validForm(category, records.documentId, 'abuse matrix') };
}

export function ownerRequest(
  route: RegisteredRoute,
  operation: CatalogueOperation | undefined,
  records: OwnerRecords,
  ownerAccountId: string | undefined,
): OwnerRequest {
  let namesOwnerRecord = false;
  const valueOf = (name: string) => {
    const value = ownerValue(name, route.path, records, ownerAccountId);
    if (value !== undefined) namesOwnerRecord = true;
    return value;
  };
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    return encodeURIComponent(String(valueOf(name) ?? operation?.plausible[name] ?? 'x'));
  });
  const query = new URLSearchParams();
  for (const name of operation?.queryParameters ?? []) {
    const value = valueOf(name) ?? PLAUSIBLE_QUERY[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const url = query.size > 0 ? `${path}?${query}` : path;
  const upload = UPLOADS[route.path];
  if (upload) return { method: route.method, url, form: upload(), namesOwnerRecord };
  if (!operation?.jsonBody) return { method: route.method, url, namesOwnerRecord };
  const body = bodyOf(route.path, route.method, operation, records);
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const name of Object.keys(body)) {
      const value = valueOf(name);
      if (value !== undefined) (body as Record<string, unknown>)[name] = value;
    }
  }
  return { method: route.method, url, json: body, namesOwnerRecord };
}
