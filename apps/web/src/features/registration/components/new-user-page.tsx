import { Link } from 'react-router';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';

/**
 * /newUser: the registration form in new-user mode opens to someone who has signed in with an
 * e-mail one-time code and has no profile yet. Until sign-in exists, the page says how to start.
 */
export function NewUserPage() {
  return (
    <div className="container-fluid portal-page">
      <h1>User Registration</h1>
      <p>
        To register, first <Link to={ROUTE_PATHS.login}>log in</Link>. After your first log-in you
        will be asked for your profile, which we review before your account is activated.
      </p>
    </div>
  );
}
