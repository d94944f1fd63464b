// OFF-20 through the officer API, as the console's client calls it (the access-content token the
// server wrote into the page, the officer session's CSRF token), for a test whose subject is what
// follows a decision rather than the console's forms (officer-review.e2e.ts drives those).
import type { OfficerConsolePage } from '../pages/officer-console-page.js';

/** A decision's body without its version: `{ action: 'request-action', message }` and the like. */
export type OfficerDecision = { action: string } & Record<string, unknown>;

/**
 * Reads the review's version, then sends the decision at that version from the officer's page;
 * answers the HTTP status.
 */
export async function decideThroughOfficerApi(
  officerConsole: OfficerConsolePage,
  applicationId: string,
  decision: OfficerDecision,
): Promise<number> {
  const { accessContent } = await officerConsole.portalConfig();
  return officerConsole.page.evaluate(
    async ({ id, token, body }) => {
      const headers = { accept: 'application/json', 'x-access-content': token };
      const review = await fetch(`/officer-service/v1/applications/${id}`, { headers });
      const { version } = (await review.json()) as { version: number };
      const csrf = await fetch('/login-service/csrf-token', { headers });
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const decided = await fetch(`/officer-service/v1/applications/${id}/decision`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ ...body, version }),
      });
      return decided.status;
    },
    { id: applicationId, token: accessContent, body: decision },
  );
}
