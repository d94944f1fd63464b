import type { ProfileValues } from '@aviation-permits/domain/profile';
import type { AccountRecord } from '../accounts/account.repository.js';

// "Retrieve Myinfo" fills the profile form: the identity module reads MyInfo, the profile module,
// which owns the profile, stores the values.

export interface ProfilePrefillPort {
  /** 'locked' when the account's profile may no longer change (nothing is written then). */
  prefillFromMyinfo(
    account: AccountRecord,
    values: Partial<ProfileValues>,
  ): Promise<'filled' | 'locked'>;
}
