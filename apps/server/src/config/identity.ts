import path from 'node:path';
import { z } from 'zod';

// The identity keys of the configuration (Singpass, Corppass, MyInfo and the portal's own keys),
// read by config.ts with the rest of the environment. Kept apart because there are many of them
// and production needs every one (docs/identity.md).

/** The client id used against the embedded MockPass, which accepts any. */
const DEVELOPMENT_CLIENT_ID = 'aviation-permits-local';

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

export const identityEnvironment = {
  /** The portal's own origin as browsers reach it (redirect URIs). Default http://localhost:PORT. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Singpass issuer (e.g. https://id.singpass.gov.sg). Absent: the embedded MockPass. */
  SINGPASS_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  SINGPASS_CLIENT_ID: z.string().min(1).default(DEVELOPMENT_CLIENT_ID),
  /** true: FAPI 2.0 (pushed authorization requests and DPoP) with Singpass. */
  SINGPASS_FAPI2: booleanString.default(false),
  /** Corppass issuer. Absent: the embedded MockPass. */
  CORPPASS_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  CORPPASS_CLIENT_ID: z.string().min(1).default(DEVELOPMENT_CLIENT_ID),
  /** true: FAPI 2.0 (pushed authorization requests and DPoP) with Corppass. */
  CORPPASS_FAPI2: booleanString.default(false),
  /** The portal's private EC P-256 signing key (client assertions), as JWK JSON or PKCS#8 PEM. */
  OIDC_SIGNING_KEY: z.string().min(1).optional(),
  /** The portal's private EC P-256 key that decrypts ID tokens, as JWK JSON or PKCS#8 PEM. */
  OIDC_ENCRYPTION_KEY: z.string().min(1).optional(),
  /** MyInfo v3 base URL (…/myinfo/v3). Absent: the embedded MockPass's, outside production. */
  MYINFO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MYINFO_CLIENT_ID: z.string().min(1).default(DEVELOPMENT_CLIENT_ID),
  /** Port of the embedded MockPass; a free one is taken when it is busy. */
  MOCKPASS_PORT: z.coerce.number().int().min(1).max(65_535).default(5156),
};

type IdentityEnvironment = z.infer<z.ZodObject<typeof identityEnvironment>> & { PORT: number };

interface OidcProviderSettings {
  /** Absent outside production: the server starts MockPass and fills it in. */
  issuer: string | undefined;
  clientId: string;
  fapi2: boolean;
}

export interface IdentitySettings {
  publicBaseUrl: string;
  singpass: OidcProviderSettings;
  corppass: OidcProviderSettings;
  myinfo: { baseUrl: string | undefined; clientId: string };
  /** JWK JSON or PEM; absent outside production: generated once and kept in `keysDirectory`. */
  signingKey: string | undefined;
  encryptionKey: string | undefined;
  keysDirectory: string;
  mockpassPort: number;
}

export function identitySettings(
  environment: IdentityEnvironment,
  dataDirectory: string,
): IdentitySettings {
  return {
    publicBaseUrl: (environment.PUBLIC_BASE_URL ?? `http://localhost:${environment.PORT}`).replace(
      /\/+$/,
      '',
    ),
    singpass: {
      issuer: environment.SINGPASS_ISSUER,
      clientId: environment.SINGPASS_CLIENT_ID,
      fapi2: environment.SINGPASS_FAPI2,
    },
    corppass: {
      issuer: environment.CORPPASS_ISSUER,
      clientId: environment.CORPPASS_CLIENT_ID,
      fapi2: environment.CORPPASS_FAPI2,
    },
    myinfo: { baseUrl: environment.MYINFO_BASE_URL, clientId: environment.MYINFO_CLIENT_ID },
    signingKey: environment.OIDC_SIGNING_KEY,
    encryptionKey: environment.OIDC_ENCRYPTION_KEY,
    keysDirectory: path.join(dataDirectory, 'keys'),
    mockpassPort: environment.MOCKPASS_PORT,
  };
}

/** Production signs in with the real providers only: every one of these must be set. */
const PRODUCTION_REQUIRED = [
  'PUBLIC_BASE_URL',
  'SINGPASS_ISSUER',
  'SINGPASS_CLIENT_ID',
  'CORPPASS_ISSUER',
  'CORPPASS_CLIENT_ID',
  'OIDC_SIGNING_KEY',
  'OIDC_ENCRYPTION_KEY',
] as const;

/** One line per missing identity variable in production, keyed by the variable. */
export function identityProductionProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.NODE_ENV !== 'production') return problems;
  for (const variable of PRODUCTION_REQUIRED) {
    if (values[variable] === undefined) {
      problems.set(variable, `${variable} is required in production`);
    }
  }
  return problems;
}
