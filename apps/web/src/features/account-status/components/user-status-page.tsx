import { Link } from 'react-router';
import { EMAIL_PROOF_MESSAGES } from '@aviation-permits/domain/messages';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { USER_STATUS_TEXTS } from '@aviation-permits/domain/account';
import type { AccountStatus } from '@aviation-permits/domain/account';

/**
 * /userStatus: what the account's status means for the user (ACC-39, ACC-40). `onLogout` is
 * given when the navigation bar offers no Logout to this user (an e-mail log-in whose account is
 * locked, deleted, rejected or on hold), so the page is their way out.
 */
export function UserStatusPage({
  status,
  onLogout,
  loggingOut = false,
  needsEmailProof = false,
}: {
  status: AccountStatus;
  /** A Singpass or Corppass user without a proved address: no decision can be e-mailed (ACC-34). */
  needsEmailProof?: boolean;
  onLogout?: () => void;
  loggingOut?: boolean;
}) {
  const text = USER_STATUS_TEXTS[status];
  return (
    <div className="container-fluid portal-page">
      <h1>Account Status</h1>
      <h2 className="h4">{text.title}</h2>
      <p>{text.body}</p>
      {status === 'MORE_INFO_NEEDED' && (
        <p>
          <Link to={ROUTE_PATHS.profile}>Update your profile and submit it again</Link>
        </p>
      )}
      {needsEmailProof && (
        <p role="note">
          {EMAIL_PROOF_MESSAGES.needsProof}{' '}
          <Link to={ROUTE_PATHS.profile}>Verify your e-mail address</Link>
        </p>
      )}
      {onLogout && (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={loggingOut}
          onClick={onLogout}
        >
          Logout
        </button>
      )}
    </div>
  );
}
