import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { accountMenu, navigationItems } from '@aviation-permits/domain/navigation';
import type { UserSession } from '@aviation-permits/domain/session';
import { UserMenu } from './user-menu';

/**
 * The navigation bar (ROUTE-24 to ROUTE-31): the links the domain's rules give the session, then either the
 * user-name menu (User Profile, Logout) or the "Login / Signup" button. Built on SGDS's navbar
 * classes rather than its Navbar component, whose module carries the dropdown and its positioning
 * library into the start-up scripts (PERF-8); below the lg breakpoint the button shows or hides
 * the links.
 */
export function NavigationBar({
  session,
  onLogout,
}: {
  session: UserSession;
  onLogout: () => void;
}) {
  const collapseId = useId();
  const [expanded, setExpanded] = useState(false);
  const menu = accountMenu(session);
  return (
    <nav className="portal-navbar navbar navbar-expand-lg navbar-light sgds" aria-label="Main">
      <button
        type="button"
        className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
        aria-controls={collapseId}
        aria-expanded={expanded}
        aria-label="Show or hide the menu"
        onClick={() => setExpanded((wasExpanded) => !wasExpanded)}
      >
        <span className="navbar-toggler-icon" />
      </button>
      <div id={collapseId} className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
        <ul className="navbar-nav me-auto">
          {navigationItems(session).map((item) => (
            <li key={item.key} className="nav-item">
              <NavLink to={item.path} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="navbar-nav">
          {menu.kind === 'userMenu' ? (
            <UserMenu
              name={session.fullName || session.email}
              profile={menu.profile}
              logoutLabel={menu.logoutLabel}
              onLogout={onLogout}
            />
          ) : (
            <li className="nav-item">
              <Link to={menu.path} className="btn btn-primary">
                {menu.label}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}
