import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERROR_MESSAGES, ERROR_PAGE_TEXTS, ROUTER_ERROR_TITLE } from '@aviation-permits/domain';
import { ExternalLink } from '@/components/external-link';
import { SITE_LINKS } from '@/components/site-links';

/**
 * The last resort, when the shell itself fails (ROUTE-18): the router's title and the error's
 * message.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="container-fluid portal-page">
      <h1>{ROUTER_ERROR_TITLE}</h1>
      <p>{describe(error)}</p>
    </div>
  );
}

/**
 * A page that failed inside the shell (ROUTE-45): its chunk did not load, its loader or its
 * drawing threw. The portal's own message, never the error's text, which means nothing to an
 * applicant; the shell's navigation stays around it.
 */
export function PageErrorPage() {
  return (
    <div className="container-fluid portal-page">
      <h1>{ERROR_MESSAGES.somethingWentWrong}</h1>
      <p>
        <ExternalLink href={SITE_LINKS.enquiriesFeedbackForm}>
          {ERROR_PAGE_TEXTS.enquiryLinkLabel}
        </ExternalLink>
      </p>
    </div>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
