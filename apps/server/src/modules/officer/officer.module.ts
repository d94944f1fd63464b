import type { PortalModule } from '../../platform/portal-module.js';
import { createClientKeys } from '../../platform/rate-limit/client-key.js';
import { createRateLimitRepository } from '../../platform/rate-limit/rate-limit.repository.js';
import { deriveSecret } from '../../security/derived-secret.js';
import { createSealedText } from '../../security/sealed-text.js';
import { officerAdminRoutes } from './officer-admin.routes.js';
import { officerAccountRoutes } from './officer-accounts.routes.js';
import { officerApplicationRoutes } from './officer-applications.routes.js';
import { createOfficerAuditPort } from './officer-audit-port.js';
import { createOfficerAuditRepository } from './officer-audit.repository.js';
import { officerAuditRoutes } from './officer-audit.routes.js';
import { officerDirectoryRoutes } from './officer-directory.routes.js';
import { officerOidcSignInRoutes } from './officer-oidc-sign-in.routes.js';
import { createOfficerOidcSignInService } from './officer-oidc-sign-in.service.js';
import { officerSessionRoutes } from './officer-session.routes.js';
import { officerSignInRoutes } from './officer-sign-in.routes.js';
import { createOfficerSignInService } from './officer-sign-in.service.js';
import { createOfficerRepository } from './officer.repository.js';
import { createRecoveryCodeHasher } from './recovery-codes.js';
import { createSecondFactorLimits } from './second-factor-limits.js';

// The authority's side, its foundation (docs/officer-console.md): officers' sign-in (e-mail code,
// then TOTP or a recovery code, with the authenticator's set-up at a first sign-in; or, with
// OFFICER_SIGN_IN=oidc, the authority's provider through the identity module's round trip, the
// officerIdentity port), their session's status and sign-out, and the audit trail, on the officer
// service; the loopback route of `npm run officers` when server.ts enabled it. The e-mail codes
// come from the otp module (officerSignInCodes port); the officer sessions are a platform part,
// read by the officer-session plugin on every request.

export const officerModule: PortalModule = {
  name: 'officer',
  build: ({ config, db, now, officerSessions, adminToken, port }) => {
    const officers = createOfficerRepository(db);
    const audit = createOfficerAuditRepository(db);
    const signIn = createOfficerSignInService({
      db,
      officers,
      audit,
      officerSessions,
      codes: port('officerSignInCodes'),
      limits: createSecondFactorLimits({
        db,
        counters: createRateLimitRepository(db),
        officerSessions,
        audit,
        now,
      }),
      secrets: createSealedText(deriveSecret(config.appSecret, 'officer-totp-secret')),
      hashRecoveryCode: createRecoveryCodeHasher(
        deriveSecret(config.appSecret, 'officer-recovery-code'),
      ),
      issuer: config.portal.authorityName,
      now,
    });
    const commands = { db, officers, audit, officerSessions, now };
    const throughProvider = config.officerSignIn.method === 'oidc';
    // One way to sign in is served, the other's calls are absent (OFF-59).
    const emailAndAuthenticator = throughProvider
      ? []
      : [
          officerSignInRoutes({
            signIn,
            officerSessions,
            rateLimit: config.signInRateLimit,
            clientKeyOf: createClientKeys(config.appSecret),
          }),
        ];
    const authorityProvider = throughProvider
      ? [
          officerOidcSignInRoutes({
            identity: port('officerIdentity'),
            signIn: createOfficerOidcSignInService({
              db,
              officers,
              audit,
              officerSessions,
              issuer: config.officerSignIn.oidc.issuer,
              now,
            }),
            officerSessions,
          }),
        ]
      : [];
    return {
      provides: { officerAudit: createOfficerAuditPort(audit) },
      serviceRoutes: {
        officer: [
          ...emailAndAuthenticator,
          officerSessionRoutes(signIn, officerSessions),
          officerAuditRoutes(audit),
          officerDirectoryRoutes(officers),
          officerApplicationRoutes({
            db,
            decisions: port('applicationDecisions'),
            officers,
            audit,
            now,
          }),
          officerAccountRoutes({
            db,
            accounts: port('accountDecisions'),
            profiles: port('profileReview'),
            audit,
            now,
          }),
        ],
      },
      routes: [
        ...authorityProvider,
        ...(adminToken === undefined ? [] : [officerAdminRoutes(adminToken, commands)]),
      ],
    };
  },
};
