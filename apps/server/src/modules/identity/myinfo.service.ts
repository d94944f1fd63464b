import { randomBytes } from 'node:crypto';
import { canRetrieveMyinfo } from '@aviation-permits/domain/profile';
import { SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import type { MyinfoClient } from '../../adapters/identity/myinfo-client.js';
import type { ProfilePrefillPort } from '../../platform/ports/profile-prefill.js';
import type { PortalSession } from '../../platform/sessions/session.service.js';
import { SIGN_IN_TRANSACTION_TTL_MS } from './identity.service.js';
import { myinfoPersonSchema, profileValuesFromMyinfo, uinfinOf } from './myinfo-person.js';
import type { OidcTransactionRepository } from './oidc-transaction.repository.js';
import { SignInFailure, toSignInFailure } from './sign-in-failure.js';

// MyInfo prefill of the profile form: only for a person signed in with Singpass whose profile is
// still open; the MyInfo person must be that same person (NRIC/FIN). The round trip's state is kept
// like a sign-in's (oidc_transactions, provider 'myinfo', bound to the browser by a cookie).

const MYINFO_PROVIDER = 'myinfo';

export interface MyinfoService {
  /** MyInfo's authorise URL and the state the browser must come back with. */
  begin(session: PortalSession | null): Promise<{ url: URL; state: string }>;
  /** Reads the person and fills the profile; throws a SignInFailure otherwise. */
  complete(
    session: PortalSession | null,
    callback: { url: URL; browserState: string | undefined },
  ): Promise<void>;
}

export interface MyinfoServiceDependencies {
  /** Throws a SignInFailure (provider-unavailable) when MyInfo is not configured. */
  client(): Promise<MyinfoClient>;
  transactions: OidcTransactionRepository;
  /** The profile module's port: stores the values unless the profile is locked. */
  profiles: ProfilePrefillPort;
  now: () => Date;
}

function notAllowed(): SignInFailure {
  return new SignInFailure(SIGN_IN_ERROR_CODES.myinfoNotAllowed);
}

/** A Singpass session whose profile may still change, with its NRIC/FIN; refuses anyone else. */
function eligible(session: PortalSession | null): { session: PortalSession; nric: string } {
  if (!session || !canRetrieveMyinfo(session.loginKind, session.account.status)) throw notAllowed();
  const nric = session.claims.nric;
  if (!nric) throw notAllowed();
  return { session, nric: nric.toUpperCase() };
}

/** MyInfo's error answer on the callback (the person declined consent, or MyInfo failed). */
function callbackError(url: URL): SignInFailure | undefined {
  const error = url.searchParams.get('error');
  if (!error) return undefined;
  return new SignInFailure(
    error === 'access_denied' ? SIGN_IN_ERROR_CODES.cancelled : SIGN_IN_ERROR_CODES.providerError,
  );
}

export function createMyinfoService(dependencies: MyinfoServiceDependencies): MyinfoService {
  const { transactions, now } = dependencies;
  return {
    async begin(session) {
      eligible(session);
      try {
        const client = await dependencies.client();
        const state = randomBytes(32).toString('base64url');
        const expiresAt = new Date(now().getTime() + SIGN_IN_TRANSACTION_TTL_MS);
        // MyInfo v3 has neither PKCE nor a nonce: the state is the whole secret.
        await transactions.save(
          {
            provider: MYINFO_PROVIDER,
            state,
            codeVerifier: '',
            nonce: '',
            dpopPrivateJwk: null,
            returnTo: null,
          },
          expiresAt,
        );
        return { url: client.authoriseUrl(state), state };
      } catch (error) {
        throw toSignInFailure(error);
      }
    },

    async complete(session, callback) {
      const state = callback.url.searchParams.get('state');
      if (!state || state !== callback.browserState) {
        throw new SignInFailure(SIGN_IN_ERROR_CODES.stateMismatch);
      }
      if (!(await transactions.take(MYINFO_PROVIDER, state, now()))) {
        throw new SignInFailure(SIGN_IN_ERROR_CODES.stateMismatch);
      }
      const refused = callbackError(callback.url);
      if (refused) throw refused;
      // Checked again: the session may have ended or changed while the person was at MyInfo.
      const { session: applicant, nric } = eligible(session);
      const code = callback.url.searchParams.get('code');
      if (!code) throw new SignInFailure(SIGN_IN_ERROR_CODES.providerError);
      try {
        const client = await dependencies.client();
        const access = await client.exchangeCode(code);
        // Someone else logged in at MyInfo: their data must not fill this person's profile.
        if (access.uinfin !== nric) throw notAllowed();
        const person = myinfoPersonSchema.parse(await client.person(access));
        if (uinfinOf(person) !== nric) throw notAllowed();
        const prefill = await dependencies.profiles.prefillFromMyinfo(
          applicant.account,
          profileValuesFromMyinfo(person),
        );
        if (prefill === 'locked') throw notAllowed();
      } catch (error) {
        throw toSignInFailure(error);
      }
    },
  };
}
