// A further application of the signed-in applicant, made through the calls the form makes rather
// than the form itself (each step of which application-journey.ts walks through with axe): a new
// draft with another application's answers (APP-45), its own supporting document (APP-40), and
// the submission (APP-49), as the web app's pipeline sends them (the access-content token the
// server wrote into the page, the session's CSRF token).
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { SITE_PLAN_PDF } from './application-journey.js';
import type { SubmittedApplication } from './paid-application.js';

const PERMITS = '/permits-service/v1';

/** Each category's submission path (CATEGORY_API_PATHS), by category id. */
const SUBMIT_PATHS: Record<number, string> = {
  1: `${PERMITS}/aerial-photo`,
  2: `${PERMITS}/crane`,
  3: `${PERMITS}/ship`,
  4: `${PERMITS}/aerial-activity`,
};

/**
 * Submits a copy of the applicant's application `originalId` (its answers, a new document); the
 * copy's status is what the submission makes it (Pending payment for a category with a fee).
 */
export async function submitCopy(page: Page, originalId: string): Promise<SubmittedApplication> {
  const { accessContent } = await new PortalPage(page).portalConfig();
  const copy = await page.evaluate(
    async ({ permits, submitPaths, token, id, documentFile }) => {
      const headers = { accept: 'application/json', 'x-access-content': token };
      async function answer<T>(response: Response): Promise<T> {
        if (!response.ok)
          throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
        return (await response.json()) as T;
      }
      const { csrfToken } = await answer<{ csrfToken: string }>(
        await fetch('/login-service/csrf-token', { headers }),
      );
      const writing = { ...headers, 'x-csrf-token': csrfToken };
      const json = { ...writing, 'content-type': 'application/json' };

      const original = await answer<{ categoryId: number; form: Record<string, unknown> }>(
        await fetch(`${permits}/application/retrieve?id=${id}`, { headers }),
      );
      const form = { ...original.form, supportingDocumentIds: [] };
      const draft = await answer<{ id: string; version: number }>(
        await fetch(`${permits}/application/draft`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ form }),
        }),
      );
      const upload = new FormData();
      upload.append(
        'documents',
        new File([documentFile.content], documentFile.name, { type: documentFile.mimeType }),
      );
      const { documents } = await answer<{ documents: { id: string }[] }>(
        await fetch(`${permits}/document/upload?applicationId=${draft.id}`, {
          method: 'POST',
          headers: writing,
          body: upload,
        }),
      );
      const submitted = await answer<{ id: string; reference: string }>(
        await fetch(submitPaths[original.categoryId] ?? '', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            id: draft.id,
            version: draft.version,
            form: { ...form, supportingDocumentIds: documents.map((document) => document.id) },
          }),
        }),
      );
      return { id: submitted.id, reference: submitted.reference };
    },
    {
      permits: PERMITS,
      submitPaths: SUBMIT_PATHS,
      token: accessContent,
      id: originalId,
      documentFile: {
        name: SITE_PLAN_PDF.name,
        mimeType: SITE_PLAN_PDF.mimeType,
        content: SITE_PLAN_PDF.buffer.toString('latin1'),
      },
    },
  );
  return { ...copy, detailsPath: ApplicationDetailsPage.pathOf(copy.id) };
}
