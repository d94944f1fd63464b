import { Outlet, useLoaderData, useMatches, useNavigate } from 'react-router';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import { AccountReviewPage } from '@/features/officer-console/components/account-review-page';
import { OfficerAccountsPage } from '@/features/officer-console/components/officer-accounts-page';
import { OfficerAuditPage } from '@/features/officer-console/components/officer-audit-page';
import { JobsPage } from '@/features/officer-console/components/jobs-page';
import { ApplicationQueuePage } from '@/features/officer-console/components/application-queue-page';
import { ApplicationReviewPage } from '@/features/officer-console/components/application-review-page';
import { OfficerIdleWarning } from '@/features/officer-console/components/officer-idle-warning';
import { OfficerNavigation } from '@/features/officer-console/components/officer-navigation';
import { OfficerOidcSignInPage } from '@/features/officer-console/components/officer-oidc-sign-in-page';
import { OfficerSignInPage } from '@/features/officer-console/components/officer-sign-in-page';
import { PublicHolidaysPage } from '@/features/officer-console/components/public-holidays-page';
import { RestrictedAreasPage } from '@/features/officer-console/components/restricted-areas-page';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { OfficerConsoleFrame } from '../shell/officer-console-frame';

// The officer console (OFF-16): every page of /officer/* in this one module, so the area is one
// chunk that an applicant's visit never downloads. app-routes.tsx picks each page from it.

export {
  officerConsoleLoader,
  officerSignInLoader,
  supervisorPageLoader,
} from '@/features/officer-console/model/officer-guards';

/** What a console page tells its layout: the name in the window's title. */
interface ConsolePageHandle {
  pageName: string;
}

export const HOME_HANDLE: ConsolePageHandle = { pageName: 'Applications' };
export const APPLICATION_REVIEW_HANDLE: ConsolePageHandle = { pageName: 'Application review' };
export const ACCOUNTS_HANDLE: ConsolePageHandle = { pageName: 'Accounts' };
export const ACCOUNT_REVIEW_HANDLE: ConsolePageHandle = { pageName: 'Account review' };
export const AUDIT_HANDLE: ConsolePageHandle = { pageName: 'Audit trail' };
export const JOBS_HANDLE: ConsolePageHandle = { pageName: 'Background jobs' };
export const RESTRICTED_AREAS_HANDLE: ConsolePageHandle = { pageName: 'Restricted areas' };
export const PUBLIC_HOLIDAYS_HANDLE: ConsolePageHandle = { pageName: 'Public holidays' };

export function OfficerSignInRoute() {
  const { resumeAt } = useLoaderData<{ resumeAt: OfficerSessionAnswer | undefined }>();
  const navigate = useNavigate();
  const { authorityName, officerSignIn } = usePortalConfig();
  return (
    <OfficerConsoleFrame pageName="Sign in">
      {officerSignIn === 'oidc' ? (
        <OfficerOidcSignInPage authorityName={authorityName} />
      ) : (
        <OfficerSignInPage
          resumeAt={resumeAt}
          onSignedIn={() => void navigate(OFFICER_PAGE_PATHS.home)}
        />
      )}
    </OfficerConsoleFrame>
  );
}

/** The signed-in console around its pages: navigation, who is signed in, the idle warning. */
export function OfficerConsoleLayout() {
  const session = useLoaderData<OfficerSessionAnswer>();
  const page = useMatches().findLast((match) => match.handle !== undefined)?.handle as
    ConsolePageHandle | undefined;
  return (
    <OfficerConsoleFrame
      pageName={page?.pageName ?? 'Officer console'}
      navigation={<OfficerNavigation session={session} />}
    >
      <Outlet />
      <OfficerIdleWarning sessionIdleTimeoutMs={session.idleTimeoutMs} />
    </OfficerConsoleFrame>
  );
}

export {
  AccountReviewPage,
  ApplicationQueuePage,
  ApplicationReviewPage,
  JobsPage,
  OfficerAccountsPage,
  OfficerAuditPage,
  PublicHolidaysPage,
  RestrictedAreasPage,
};
