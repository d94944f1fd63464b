import { USER_STATUS_TEXTS } from '@aviation-permits/domain';
import type { AccountStatus } from '@aviation-permits/domain';

/** /userStatus: what the account's status means for the user (spec section 4). */
export function UserStatusPage({ status }: { status: AccountStatus }) {
  const text = USER_STATUS_TEXTS[status];
  return (
    <div className="container-fluid portal-page">
      <h1>Account Status</h1>
      <h2 className="h4">{text.title}</h2>
      <p>{text.body}</p>
    </div>
  );
}
