import type { PortalModule } from '../../platform/portal-module.js';
import { createIdentityComponents } from './identity.components.js';
import { identityRoutes } from './identity.routes.js';
import { createOfficerIdentity } from './officer-identity.js';
import { createMyinfoComponents } from './myinfo.components.js';
import { myinfoRoutes } from './myinfo.routes.js';

// Singpass and Corppass sign-in, the portal's published keys and MyInfo prefill: browser
// navigations outside the service pipeline. The profile module stores what MyInfo returns (a port);
// the officer module signs officers in with what the authority's provider vouches for (the
// officerIdentity port, OFF-60).

export const identityModule: PortalModule = {
  name: 'identity',
  build: ({ config, db, now, sessions, secureCookies, port }) => {
    const identity = createIdentityComponents({
      settings: config.identity,
      officerOidc: config.officerSignIn.oidc,
      db,
      now,
      allowHttpIssuers: !config.isProduction,
    });
    const myinfo = createMyinfoComponents({
      settings: config.identity,
      transactions: identity.transactions,
      profiles: port('profilePrefill'),
      authorityName: config.portal.authorityName,
      now,
    });
    const { publicBaseUrl } = config.identity;
    return {
      provides: {
        officerIdentity: createOfficerIdentity({
          client: identity.officerClient,
          emailClaim: config.officerSignIn.oidc.emailClaim,
          transactions: identity.transactions,
          now,
          secureCookie: secureCookies,
          publicBaseUrl,
        }),
      },
      routes: [
        identityRoutes({
          identity: identity.service,
          sessions,
          keys: identity.keys,
          secureCookie: secureCookies,
          publicBaseUrl,
        }),
        myinfoRoutes({ myinfo, secureCookie: secureCookies, publicBaseUrl }),
      ],
      pruners: [identity.transactions.pruneExpired],
    };
  },
};
