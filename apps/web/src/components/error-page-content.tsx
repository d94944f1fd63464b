import { ERROR_PAGE_TEXTS } from '@aviation-permits/domain/messages';
import { ExternalLink } from './external-link';
import { SITE_LINKS } from './site-links';
import { SupportReference } from './support-reference';

/**
 * The error page (ROUTE-17): /ErrorPage, unknown paths and a failed start-up; with a `reason`, an
 * address whose record is not there ("Record not found", ERR-15) in place of "Page Not Found".
 * With a `reference`, the request id of the failed call that led here (OPS-36, OPS-67), so support
 * can find its line in the log. Plain anchors only, because after a failed start-up it is shown
 * without the router.
 */
export function ErrorPageContent({
  reason = ERROR_PAGE_TEXTS.title,
  reference,
}: {
  reason?: string;
  reference?: string | undefined;
}) {
  return (
    <div className="container-fluid portal-page">
      <h1>{ERROR_PAGE_TEXTS.heading}</h1>
      <p className="lead">{reason}</p>
      <p>{ERROR_PAGE_TEXTS.brokenLinkMessage}</p>
      <SupportReference requestId={reference} />
      <p>
        <ExternalLink href={SITE_LINKS.enquiriesFeedbackForm}>
          {ERROR_PAGE_TEXTS.enquiryLinkLabel}
        </ExternalLink>
      </p>
    </div>
  );
}
