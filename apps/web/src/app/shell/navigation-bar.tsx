import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { Nav, NavDropdown, Navbar } from '@govtechsg/sgds-react/Nav';
import { accountMenu, navigationItems } from '@aviation-permits/domain';
import type { UserSession } from '@aviation-permits/domain';

/**
 * The navigation bar (ROUTE-24 to ROUTE-31): the links the domain's rules give the session, then either the
 * user-name dropdown (User Profile, Logout) or the "Login / Signup" button.
 */
export function NavigationBar({
  session,
  onLogout,
}: {
  session: UserSession;
  onLogout: () => void;
}) {
  const collapseId = useId();
  const menu = accountMenu(session);
  return (
    <Navbar expand="lg" className="portal-navbar" aria-label="Main">
      <Navbar.Toggle aria-controls={collapseId} label="Show or hide the menu" />
      <Navbar.Collapse id={collapseId}>
        <Nav as="ul" className="me-auto">
          {navigationItems(session).map((item) => (
            <li key={item.key} className="nav-item">
              <NavLink to={item.path} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </Nav>
        <Nav as="ul">
          {menu.kind === 'userMenu' ? (
            <NavDropdown title={session.fullName || session.email} id={`${collapseId}-user`}>
              <NavDropdown.Item as={Link} to={menu.profile.path}>
                {menu.profile.label}
              </NavDropdown.Item>
              <NavDropdown.Item as="button" type="button" onClick={onLogout}>
                {menu.logoutLabel}
              </NavDropdown.Item>
            </NavDropdown>
          ) : (
            <li className="nav-item">
              <Link to={menu.path} className="btn btn-primary">
                {menu.label}
              </Link>
            </li>
          )}
        </Nav>
      </Navbar.Collapse>
    </Navbar>
  );
}
