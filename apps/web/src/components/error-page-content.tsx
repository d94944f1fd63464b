import { ERROR_PAGE_TEXTS } from '@aviation-permits/domain';
import { ExternalLink } from './external-link';
import { SITE_LINKS } from './site-links';

/**
 * The error page (ROUTE-17): /ErrorPage, unknown paths and a failed start-up. Plain
 * anchors only, because after a failed start-up it is shown without the router.
 */
export function ErrorPageContent() {
  return (
    <div className="container-fluid portal-page">
      <h1>{ERROR_PAGE_TEXTS.heading}</h1>
      <p className="lead">{ERROR_PAGE_TEXTS.title}</p>
      <p>{ERROR_PAGE_TEXTS.brokenLinkMessage}</p>
      <p>
        <ExternalLink href={SITE_LINKS.enquiriesFeedbackForm}>
          {ERROR_PAGE_TEXTS.enquiryLinkLabel}
        </ExternalLink>
      </p>
    </div>
  );
}
