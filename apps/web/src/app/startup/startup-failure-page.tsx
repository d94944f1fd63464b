import { ROUTE_PATHS, routeMeta } from '@aviation-permits/domain/navigation';
import { ErrorPageContent } from '@/components/error-page-content';
import { FirewallBanner } from '@/components/firewall-banner';
import { MAIN_CONTENT_ID } from '@/components/main-content-id';
import { PageMeta } from '@/components/page-meta';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { useFirewallBlocked } from '@/lib/firewall/firewall-flag-context';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { SiteHeader } from '@/app/shell/site-header';

/**
 * ROUTE-42: when a start-up check fails the error page is shown, without the routes; with the
 * request id of the call that failed, if one did (OPS-67).
 */
export function StartupFailurePage({ reference }: { reference: string | undefined }) {
  const config = usePortalConfig();
  const firewallBlocked = useFirewallBlocked();
  return (
    <>
      <PageMeta {...routeMeta(ROUTE_PATHS.errorPage, config.authorityName)} />
      <SkipLink />
      <SiteHeader
        brand={
          <a href={ROUTE_PATHS.index} className="portal-brand-name">
            {config.authorityName}
          </a>
        }
      />
      {firewallBlocked && <FirewallBanner />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="portal-main">
        <ErrorPageContent reference={reference} />
      </main>
      <SiteFooter authorityName={config.authorityName} supportEmail={config.supportEmail} />
    </>
  );
}
