import { isRouteErrorResponse, useRouteError } from 'react-router';
import {
  ERROR_MESSAGES,
  ERROR_PAGE_TEXTS,
  ROUTER_ERROR_TITLE,
} from '@aviation-permits/domain/messages';
import { ExternalLink } from '@/components/external-link';
import { SITE_LINKS } from '@/components/site-links';
import { SupportReference } from '@/components/support-reference';
import { requestIdOf } from '@/lib/api-client/api-error';

/**
 * The last resort, when the shell itself fails (ROUTE-18): the router's title and the error's
 * message, and the request id when a failed call brought it down (OPS-67).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="container-fluid portal-page">
      <h1>{ROUTER_ERROR_TITLE}</h1>
      <p>{describe(error)}</p>
      <SupportReference requestId={requestIdOf(error)} />
    </div>
  );
}

/**
 * A page that failed inside the shell (ROUTE-45): its chunk did not load, its loader, its data or
 * its drawing threw. The portal's own message, never the error's text, which means nothing to an
 * applicant, and the request id when a failed call was the cause (OPS-67); the shell's
 * navigation stays around it.
 */
export function PageErrorPage() {
  const error = useRouteError();
  return (
    <div className="container-fluid portal-page">
      <h1>{ERROR_MESSAGES.somethingWentWrong}</h1>
      <SupportReference requestId={requestIdOf(error)} />
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
