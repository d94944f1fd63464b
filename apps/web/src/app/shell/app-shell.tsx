import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { routeMeta } from '@aviation-permits/domain/navigation';
import { FirewallBanner } from '@/components/firewall-banner';
import { LoadingOverlay } from '@/components/loading-overlay';
import { MAIN_CONTENT_ID } from '@/components/main-content-id';
import { PageMeta } from '@/components/page-meta';
import { PartErrorBoundary } from '@/components/part-error-boundary';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { useLogout } from '@/features/session/api/logout';
import { useUserSession } from '@/features/session/api/status-query';
import { SessionModals } from '@/features/session/components/session-modals';
import { useFirewallBlocked } from '@/lib/firewall/firewall-flag-context';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { NavigationBar } from './navigation-bar';
import { SiteHeader } from './site-header';

/** The common shell (ROUTE-2) around every route: header, footer, session watcher. */
export function AppShell() {
  const config = usePortalConfig();
  const session = useUserSession();
  const logout = useLogout();
  const location = useLocation();
  const navigation = useNavigation();
  const firewallBlocked = useFirewallBlocked();

  return (
    <>
      <PageMeta {...routeMeta(location.pathname, config.authorityName)} />
      <SkipLink />
      <SiteHeader
        brand={
          <Link to="/" className="portal-brand-name">
            {config.authorityName}
          </Link>
        }
      >
        <NavigationBar session={session} onLogout={() => logout.mutate()} />
      </SiteHeader>
      {firewallBlocked && <FirewallBanner />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="portal-main">
        <Outlet />
      </main>
      <SiteFooter authorityName={config.authorityName} supportEmail={config.supportEmail} />
      {/* Dialogs whose chunk fails say so; the page goes on (ROUTE-46). */}
      <PartErrorBoundary>
        <SessionModals idleTimeoutMs={config.idleTimeoutMs} />
      </PartErrorBoundary>
      {navigation.state === 'loading' && <LoadingOverlay label="Loading the page" />}
    </>
  );
}
