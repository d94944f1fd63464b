import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { LoadingOverlay } from '@/components/loading-overlay';
import { MAIN_CONTENT_ID } from '@/components/main-content-id';
import { PageMeta } from '@/components/page-meta';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { SiteHeader } from './site-header';

/**
 * The officer console's shell (OFF-16): the portal's masthead, header and footer, named
 * "Officer console", without the applicants' navigation or session watcher (an applicant's
 * session means nothing here). The console's own navigation comes in `navigation` once signed in.
 */
export function OfficerConsoleFrame({
  pageName,
  navigation,
  children,
}: {
  pageName: string;
  navigation?: ReactNode;
  children: ReactNode;
}) {
  const config = usePortalConfig();
  const routerNavigation = useNavigation();
  return (
    <>
      <PageMeta
        title={`${pageName} - Officer console - ${config.authorityName}`}
        description={`The officer console of ${config.authorityName}.`}
      />
      <SkipLink />
      <SiteHeader
        brand={
          <Link to={OFFICER_PAGE_PATHS.home} className="portal-brand-name">
            {config.authorityName}: Officer console
          </Link>
        }
      >
        {navigation}
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="portal-main">
        {children}
      </main>
      <SiteFooter authorityName={config.authorityName} supportEmail={config.supportEmail} />
      {routerNavigation.state === 'loading' && <LoadingOverlay label="Loading the page" />}
    </>
  );
}
