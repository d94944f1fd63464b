import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { AccountNotActiveError } from './application.errors.js';

// Who is asking, as the application module sees it (APP-55, APP-56): the account, its name, and
// the scope of applications it may see. A Corppass user acts for an entity (UEN), so the scope is
// the entity's and every member sees the entity's applications with who created each; anyone else
// sees only their own. The scope is stored on each application (access_scope), so access checks
// and dashboard queries are one equality on an indexed column.

export interface Applicant {
  accountId: string;
  fullName: string;
  /** The Corppass entity the session acts for; undefined for Singpass and e-mail sign-ins. */
  uen: string | undefined;
  /** `uen:<UEN>` or `account:<id>`: equal to the access_scope of every application it may see. */
  scope: string;
}

export function scopeOf(accountId: string, uen: string | undefined): string {
  return uen === undefined ? `account:${accountId}` : `uen:${uen}`;
}

export function applicantOf(request: Pick<FastifyRequest, 'portalSession'>): Applicant {
  const session = request.portalSession;
  if (!session) throw new UnauthorizedError();
  const uen = session.loginKind === 'CORPPASS' ? session.claims.uen || undefined : undefined;
  return {
    accountId: session.accountId,
    fullName: session.account.fullName,
    uen,
    scope: scopeOf(session.accountId, uen),
  };
}

/**
 * A preValidation hook for the routes that read or write applications: ACTIVE accounts only
 * (APP-62). It runs after the session check (401), before the body is validated. The session
 * plugin's `requireStatus` route option refuses with a bare 403 FORBIDDEN; these calls also say why
 * (APPLICATION_MESSAGES.accountNotActive), so they keep their own hook.
 */
export async function requireActiveAccount(
  request: Pick<FastifyRequest, 'portalSession'>,
): Promise<void> {
  const session = request.portalSession;
  if (!session) throw new UnauthorizedError();
  if (session.account.status !== 'ACTIVE') throw new AccountNotActiveError();
}
