import { JWKS_PATH } from '@aviation-permits/domain/identity';
import { OFFICER_OIDC_PATHS } from '@aviation-permits/domain/officer';
import type { AppConfig } from '../../config/config.js';
import { startEmbeddedOfficerProvider } from './embedded-officer-provider.js';
import { startMockPass } from './mockpass-process.js';

// `npm start` on a machine with no provider configured: MockPass stands in for Singpass, Corppass
// and MyInfo, and with OFFICER_SIGN_IN=oidc the embedded officers' provider for the authority's.
// Production never gets here (its configuration requires the issuers).

export interface EmbeddedProviders {
  config: AppConfig;
  /** Ends the embedded providers that were started. */
  stop(): Promise<void>;
}

async function withMockPass(
  config: AppConfig,
  log: (message: string) => void,
): Promise<EmbeddedProviders> {
  const { identity } = config;
  const needed = !config.isProduction && (!identity.singpass.issuer || !identity.corppass.issuer);
  if (!needed) return { config, stop: async () => {} };

  const mockPass = await startMockPass({
    preferredPort: identity.mockpassPort,
    portalJwksUrl: `${identity.publicBaseUrl}${JWKS_PATH}`,
    showLoginPage: true,
    onDiagnostic: (line) => log(`MockPass: ${line}`),
  });
  log(`Singpass, Corppass and MyInfo: MockPass at ${mockPass.baseUrl}`);
  return {
    config: {
      ...config,
      identity: {
        ...identity,
        singpass: {
          ...identity.singpass,
          issuer: identity.singpass.issuer ?? mockPass.singpassIssuer,
        },
        corppass: {
          ...identity.corppass,
          issuer: identity.corppass.issuer ?? mockPass.corppassIssuer,
        },
        myinfo: { ...identity.myinfo, baseUrl: identity.myinfo.baseUrl ?? mockPass.myinfoBaseUrl },
      },
    },
    stop: mockPass.stop,
  };
}

/** The officers' provider when they sign in through one and none is configured (OFF-61). */
async function withEmbeddedOfficerProvider(
  config: AppConfig,
  log: (message: string) => void,
): Promise<EmbeddedProviders> {
  const { officerSignIn } = config;
  const needed =
    !config.isProduction && officerSignIn.method === 'oidc' && !officerSignIn.oidc.issuer;
  if (!needed) return { config, stop: async () => {} };

  const provider = await startEmbeddedOfficerProvider({
    clientId: officerSignIn.oidc.clientId,
    redirectUri: `${config.identity.publicBaseUrl}${OFFICER_OIDC_PATHS.callback}`,
  });
  log(`Officers' sign-in: the embedded provider at ${provider.issuer} (any address signs in)`);
  return {
    config: {
      ...config,
      officerSignIn: {
        ...officerSignIn,
        oidc: {
          ...officerSignIn.oidc,
          issuer: provider.issuer,
          clientSecret: provider.clientSecret,
        },
      },
    },
    stop: provider.stop,
  };
}

export async function withEmbeddedProviders(
  config: AppConfig,
  log: (message: string) => void,
): Promise<EmbeddedProviders> {
  const applicants = await withMockPass(config, log);
  const officers = await withEmbeddedOfficerProvider(applicants.config, log);
  return {
    config: officers.config,
    stop: async () => {
      await Promise.all([applicants.stop(), officers.stop()]);
    },
  };
}
