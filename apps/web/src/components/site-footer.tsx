import { Footer, FooterBottom } from '@govtechsg/sgds-react/Footer';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { ExternalLink } from './external-link';
import { SITE_LINKS } from './site-links';

/** ROUTE-5: contact, feedback, FAQ, vulnerability, privacy and terms links; last-updated date. */
export function SiteFooter({
  authorityName,
  supportEmail,
}: {
  authorityName: string;
  supportEmail: string;
}) {
  return (
    <Footer className="portal-footer">
      <FooterBottom>
        <nav aria-label="Footer">
          <ul className="portal-footer-links">
            <li>
              <a href={`mailto:${supportEmail}`}>Contact</a>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.enquiriesFeedbackForm}>Feedback</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.faq}>FAQ</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.reportVulnerability}>
                Report Vulnerability
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.privacyStatement}>Privacy Statement</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.termsOfUse}>Terms of Use</ExternalLink>
            </li>
          </ul>
        </nav>
        <p className="portal-footer-copyright">
          © {new Date().getFullYear()} {authorityName}. Last updated {PORTAL_CONSTANTS.lastUpdated}
        </p>
      </FooterBottom>
    </Footer>
  );
}
