import { JWKS_PATH } from '@aviation-permits/domain';
import type { AppConfig } from '../../config.js';
import { startMockPass } from './mockpass-process.js';

// `npm start` on a machine with no provider configured: MockPass stands in for Singpass, Corppass
// and MyInfo. Production never gets here (its configuration requires the issuers).

export interface EmbeddedProviders {
  config: AppConfig;
  /** Ends MockPass, if it was started. */
  stop(): Promise<void>;
}

export async function withEmbeddedProviders(
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
