import { ERROR_PAGE_TEXTS } from '@aviation-permits/domain';
import { ExternalLink } from './external-link';
import { SITE_LINKS } from './site-links';

/**
 * The error page (ROUTE-17): /ErrorPage, unknown paths and a failed start-up; with a `reason`, an
 * address whose record is not there ("Record not found", ERR-15) in place of "Page Not Found".
 * Plain anchors only, because after a failed start-up it is shown without the router.
 */
export function ErrorPageContent({ reason = ERROR_PAGE_TEXTS.title }: { reason?: string }) {
  return (
    <div className="container-fluid portal-page">
      <h1>{ERROR_PAGE_TEXTS.heading}</h1>
      <p className="lead">{reason}</p>
      <p>{ERROR_PAGE_TEXTS.brokenLinkMessage}</p>
      <p>
        <ExternalLink href={SITE_LINKS.enquiriesFeedbackForm}>
          {ERROR_PAGE_TEXTS.enquiryLinkLabel}
        </ExternalLink>
      </p>
    </div>
  );
}
