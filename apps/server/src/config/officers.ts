import {
  OFFICER_SIGN_IN_METHODS,
  type OfficerSignInMethod,
} from '@aviation-permits/domain/officer';
import { z } from 'zod';

// The officers' keys of the configuration (docs/officer-console.md), read by config.ts with the rest
// of the environment: their sessions' time-outs (OFF-5), shorter than an applicant's since an
// officer's session can decide applications; and how they sign in (OFF-59): an e-mail code and an
// authenticator app, or the authority's own OpenID Connect provider.

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The client id the embedded provider registers for the portal outside production. */
const DEVELOPMENT_OFFICER_CLIENT_ID = 'aviation-permits-officers';

export const officerEnvironment = {
  /** An officer session ends this long after the e-mail code, however active (default 8 hours). */
  OFFICER_SESSION_ABSOLUTE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * HOUR_MS),
  /** An officer session ends after this long without a request (default 15 minutes). */
  OFFICER_SESSION_IDLE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * MINUTE_MS),
  /** email-totp (default): an e-mail code and an authenticator app; oidc: the authority's provider. */
  OFFICER_SIGN_IN: z.enum(OFFICER_SIGN_IN_METHODS).default('email-totp'),
  /** The authority's provider (discovery at <issuer>/.well-known/openid-configuration). */
  OFFICER_OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** The portal's client id at that provider. */
  OFFICER_OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** The client secret (client_secret_basic); absent: private_key_jwt with OIDC_SIGNING_KEY. */
  OFFICER_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The ID token's claim holding the officer's e-mail address (default `email`). */
  OFFICER_OIDC_EMAIL_CLAIM: z.string().min(1).default('email'),
};

type OfficerEnvironment = z.infer<z.ZodObject<typeof officerEnvironment>>;

export interface OfficerSessionSettings {
  absoluteTtlMs: number;
  idleTtlMs: number;
}

/** The authority's provider, which officers sign in through when OFFICER_SIGN_IN=oidc. */
export interface OfficerOidcSettings {
  /** Absent outside production: the server starts the embedded provider and fills it in. */
  issuer: string | undefined;
  clientId: string;
  /** Absent: the portal authenticates with its signing key (private_key_jwt). */
  clientSecret: string | undefined;
  emailClaim: string;
}

export interface OfficerSignInSettings {
  method: OfficerSignInMethod;
  /** Read only when `method` is oidc (officerSignInProblems refuses them otherwise). */
  oidc: OfficerOidcSettings;
}

export function officerSettings(environment: OfficerEnvironment): {
  officerSession: OfficerSessionSettings;
  officerSignIn: OfficerSignInSettings;
} {
  return {
    officerSession: {
      absoluteTtlMs: environment.OFFICER_SESSION_ABSOLUTE_TTL_MS,
      idleTtlMs: environment.OFFICER_SESSION_IDLE_TTL_MS,
    },
    officerSignIn: {
      method: environment.OFFICER_SIGN_IN,
      oidc: {
        issuer: environment.OFFICER_OIDC_ISSUER,
        clientId: environment.OFFICER_OIDC_CLIENT_ID ?? DEVELOPMENT_OFFICER_CLIENT_ID,
        clientSecret: environment.OFFICER_OIDC_CLIENT_SECRET,
        emailClaim: environment.OFFICER_OIDC_EMAIL_CLAIM,
      },
    },
  };
}

const OIDC_VARIABLES = [
  'OFFICER_OIDC_ISSUER',
  'OFFICER_OIDC_CLIENT_ID',
  'OFFICER_OIDC_CLIENT_SECRET',
  'OFFICER_OIDC_EMAIL_CLAIM',
] as const;

/** What production needs of the authority's provider: the embedded one is for development. */
const PRODUCTION_OIDC_REQUIRED = ['OFFICER_OIDC_ISSUER', 'OFFICER_OIDC_CLIENT_ID'] as const;

/**
 * The officers' sign-in checked whole, from the raw values: a provider's variable without
 * OFFICER_SIGN_IN=oidc is a mistake the operator would not notice (the officers would go on
 * signing in by e-mail), and production needs the provider's issuer and client id.
 */
export function officerSignInProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.OFFICER_SIGN_IN !== 'oidc') {
    for (const variable of OIDC_VARIABLES) {
      if (values[variable] !== undefined) {
        problems.set(variable, `${variable} is set but OFFICER_SIGN_IN is not oidc`);
      }
    }
    return problems;
  }
  if (values.NODE_ENV !== 'production') return problems;
  for (const variable of PRODUCTION_OIDC_REQUIRED) {
    if (values[variable] === undefined) {
      problems.set(variable, `${variable} is required in production when OFFICER_SIGN_IN=oidc`);
    }
  }
  if (values.OFFICER_OIDC_ISSUER?.startsWith('http:')) {
    problems.set('OFFICER_OIDC_ISSUER', 'OFFICER_OIDC_ISSUER must be https in production');
  }
  return problems;
}
