import { NavLink } from 'react-router';
import {
  OFFICER_PAGE_PATHS,
  officerConsoleSections,
  officerRoleLabel,
} from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import { useOfficerSignOut } from '../api/officer-sign-out';

/**
 * The console's navigation (OFF-16): its sections for the officer's role (the domain's rule; the
 * server refuses the supervisors' calls to anyone else), who is signed in, and sign-out.
 */
export function OfficerNavigation({ session }: { session: OfficerSessionAnswer }) {
  const signOut = useOfficerSignOut();
  const { officer } = session;
  return (
    <nav
      className="portal-navbar navbar navbar-expand navbar-light sgds"
      aria-label="Officer console"
    >
      <ul className="navbar-nav me-auto flex-wrap">
        {officerConsoleSections(officer.role).map((section) => (
          <li key={section.path} className="nav-item">
            {/* The home page is the Applications section: only its own address marks it. */}
            <NavLink
              to={section.path}
              end={section.path === OFFICER_PAGE_PATHS.home}
              className="nav-link"
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="mb-0 me-3">
        <span className="fw-semibold">{officer.displayName || officer.email}</span>
        <span className="text-muted"> · {officerRoleLabel(officer.role)}</span>
      </p>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Sign out
      </button>
    </nav>
  );
}
