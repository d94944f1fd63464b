import {
  OFFICER_OIDC_ERROR_CODES,
  OFFICER_OIDC_ERROR_MESSAGES,
  OFFICER_OIDC_ERROR_PARAMETER,
  OFFICER_OIDC_PATHS,
  OFFICER_PAGE_PATHS,
} from '@aviation-permits/domain/officer';
import type { LightMyRequestResponse } from 'fastify';
import {
  startEmbeddedOfficerProvider,
  type EmbeddedOfficerProvider,
} from '../../adapters/identity/embedded-officer-provider.js';
import type { AppDependencies } from '../../app.js';
import { CookieBrowser } from '../cookie-browser.js';
import { OFFICER_COOKIE } from '../officer-browser.js';
import { startTestApp, type TestApp, type TestAppHandle } from '../test-app.js';
import { testConfig } from '../test-config.js';
import { HOSTILE_QUERY_VALUES } from './hostile-values.js';

// The fuzz suite's officer sign-in through the authority's provider (OFF-62, ERR-1, OFF-60): a
// portal configured with OFFICER_SIGN_IN=oidc against the embedded provider (OFF-61), as
// officer-oidc-sign-in.routes.test.ts sets it up, and what a browser or a provider could send its
// two navigations: callbacks whose query is hostile (each parameter replaced, repeated, made an
// array, left out, bad escapes, NUL, lone surrogates, very long values), sent after a genuine start
// so that the hostile values reach the state check, the one-use transaction and the OIDC client;
// forged, missing and foreign state cookies; a replayed callback; hostile addresses vouched for by
// the provider. What each answer may be is `oidcAnswerProblem`'s.

/** The identity module's state cookie for officers (officer-identity.ts). */
export const STATE_COOKIE = 'oidc_state_officer';

const CLIENT_ID = 'officers-fuzz-client';
const publicBaseUrl = testConfig().identity.publicBaseUrl;

export interface OidcPortal {
  server: TestAppHandle;
  provider: EmbeddedOfficerProvider;
  close(): Promise<void>;
}

/** The portal with OFFICER_SIGN_IN=oidc and its embedded provider; `overrides` as startTestApp's. */
export async function startOidcPortal(
  environment: Record<string, string>,
  overrides: Partial<AppDependencies>,
): Promise<OidcPortal> {
  const provider = await startEmbeddedOfficerProvider({
    clientId: CLIENT_ID,
    redirectUri: `${publicBaseUrl}${OFFICER_OIDC_PATHS.callback}`,
  });
  const server = await startTestApp({
    ...overrides,
    config: testConfig({
      ...environment,
      OFFICER_SIGN_IN: 'oidc',
      OFFICER_OIDC_ISSUER: provider.issuer,
      OFFICER_OIDC_CLIENT_ID: CLIENT_ID,
      OFFICER_OIDC_CLIENT_SECRET: provider.clientSecret,
    }),
  });
  return {
    server,
    provider,
    async close() {
      await server.close();
      await provider.stop();
    },
  };
}

/** A sign-in the portal started: the state the provider is to bring back and the browser's cookie. */
export interface StartedSignIn {
  state: string;
  /** The state cookie as the portal set it (signed). */
  cookie: string;
}

export async function startSignIn(app: TestApp): Promise<StartedSignIn> {
  const response = await app.inject({ method: 'GET', url: OFFICER_OIDC_PATHS.authorize });
  const state = new URL(String(response.headers.location)).searchParams.get('state');
  const cookie = response.cookies.find(({ name }) => name === STATE_COOKIE)?.value;
  if (response.statusCode !== 302 || !state || !cookie) {
    throw new Error(`The sign-in did not start: ${response.statusCode} ${response.body}`);
  }
  return { state, cookie };
}

/**
 * Signs in as `email` at the provider, from a start at the portal: the callback's path and query,
 * with the state cookie it needs. The provider's login page takes any address.
 */
export async function callbackAfterSigningInAs(
  app: TestApp,
  email: string,
): Promise<{ callback: string; cookie: string }> {
  const atProvider = new CookieBrowser();
  const response = await app.inject({ method: 'GET', url: OFFICER_OIDC_PATHS.authorize });
  const cookie = response.cookies.find(({ name }) => name === STATE_COOKIE)?.value ?? '';
  let hop = await atProvider.get(String(response.headers.location));
  for (let hops = 0; hop.location && !hop.location.startsWith(publicBaseUrl) && hops < 5; hops++) {
    hop = hop.location.includes('/interaction/')
      ? await atProvider.post(hop.location, { prompt: 'login', login: email, password: 'any' })
      : await atProvider.get(hop.location);
  }
  if (!hop.location?.startsWith(publicBaseUrl)) {
    throw new Error(`The provider did not send ${JSON.stringify(email)} back: ${hop.status}`);
  }
  const callback = new URL(hop.location);
  return { callback: callback.pathname + callback.search, cookie };
}

/** A callback query as sent: each parameter's name and its raw (already encoded) value, if any. */
type RawQuery = (readonly [name: string, value?: string])[];

const queryText = (query: RawQuery) =>
  query.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&');

/** The parameters a provider's callback may carry (RFC 6749, RFC 9207). */
const CALLBACK_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

/** Raw query values beyond the query values every route gets: other escapes, other lengths. */
const HOSTILE_CALLBACK_VALUES: readonly string[] = [
  ...HOSTILE_QUERY_VALUES,
  '',
  'x%00y',
  'x%ED%BF%BFy',
  '%E0%A4%A',
  '%F0%9F',
  '%FF%FE',
  '%2525',
  'a%26state%3Dx',
  '%1B%5B31mred',
  '%E2%80%AEevil',
  "'%3B%20drop%20table%20officers%3B%20--",
  'access_denied',
  'x'.repeat(100_000),
];

/**
 * The hostile callback queries made from a genuine one: each parameter replaced by each hostile
 * value, repeated (the hostile value first or last), as an array, without a value, left out; and
 * queries that are hostile as a whole.
 */
export function hostileCallbackQueries(genuine: Record<string, string>): string[] {
  const base: RawQuery = Object.entries(genuine);
  const replacing = (name: string, ...replacement: RawQuery): RawQuery => [
    ...base.filter(([other]) => other !== name),
    ...replacement,
  ];
  const queries: RawQuery[] = CALLBACK_PARAMETERS.flatMap((name) => {
    const value = genuine[name] ?? 'x';
    return [
      ...HOSTILE_CALLBACK_VALUES.map((hostile) => replacing(name, [name, hostile])),
      replacing(name, [name, 'other'], [name, value]),
      replacing(name, [name, value], [name, 'other']),
      replacing(name, [name, value], [name, value]),
      replacing(name, [`${name}[]`, value]),
      replacing(name, [`${name}[]`, value], [`${name}[]`, 'other']),
      replacing(name, [`${name}[0]`, value]),
      replacing(name, [`${name}[a]`, value]),
      replacing(name, [name]),
      replacing(name),
    ];
  });
  return [
    ...queries.map(queryText),
    '%zz=1&a=%',
    '&&&==&',
    queryText(base).replaceAll('&', ';'),
    `${queryText(base)}&${'a=1&'.repeat(20_000)}`,
    `${'%'.repeat(10_000)}`,
  ];
}

/** The value a callback query's `state` is read as by the portal (WHATWG URL), null without one. */
export function stateReadFrom(query: string): string | null {
  return new URL(`${OFFICER_OIDC_PATHS.callback}?${query}`, publicBaseUrl).searchParams.get(
    'state',
  );
}

/**
 * State cookies no browser that started `sign-in` holds, as a raw Cookie header: none, the state
 * unsigned or with a forged signature, another sign-in's cookie, hostile bytes, the cookie twice
 * (a forged one first, which the portal reads), and a hostile officer cookie beside it.
 */
export function forgedStateCookieHeaders(signIn: StartedSignIn, other: StartedSignIn): string[] {
  const signature = signIn.cookie.slice(signIn.cookie.lastIndexOf('.') + 1);
  const forged = [
    signIn.state,
    `${signIn.state}.`,
    `${signIn.state}.${'A'.repeat(signature.length)}`,
    `${signIn.state}x.${signature}`,
    `${signIn.state}.${signature}x`,
    other.cookie,
    `${other.state}.${signature}`,
    '',
    '.',
    '%00',
    `${signIn.state}%00.${signature}`,
    '%ED%A0%80',
    '%zz',
    '"quoted"',
    'x'.repeat(10_000),
  ].map((value) => `${STATE_COOKIE}=${encodeURIComponentIfSafe(value)}`);
  return [
    '',
    ...forged,
    `${STATE_COOKIE}=${encodeURIComponent(other.cookie)}; ${STATE_COOKIE}=${encodeURIComponent(signIn.cookie)}`,
    `${OFFICER_COOKIE}=%00; ${STATE_COOKIE}=${encodeURIComponent(other.cookie)}`,
    `${OFFICER_COOKIE}=${'x'.repeat(10_000)}`,
  ];
}

/** A value for a Cookie header: encoded where it is plain text, as written where it holds escapes. */
function encodeURIComponentIfSafe(value: string): string {
  return /%/.test(value) ? value : encodeURIComponent(value);
}

/** Addresses the provider could vouch for that no officer has, or that a database chokes on. */
export const HOSTILE_PROVIDER_ADDRESSES: readonly string[] = [
  'fuzz.vouched@caa.example\u0000',
  'a\u0000b@caa.example',
  '\ud800@caa.example',
  'tab\tand\nnewline@caa.example',
  '\u202eevil@caa.example',
  "'; drop table officers; --@caa.example",
  '%00@caa.example',
  `${'x'.repeat(5_000)}@caa.example`,
  'no-address',
  ' @ ',
];

const KNOWN_CODES = new Set<string>(Object.values(OFFICER_OIDC_ERROR_CODES));

/** The sign-in page's `error` of a redirect to it with a code it explains, else undefined. */
function signInPageCode(location: string): string | undefined {
  const url = new URL(location, publicBaseUrl);
  if (url.origin !== new URL(publicBaseUrl).origin || url.pathname !== OFFICER_PAGE_PATHS.login)
    return undefined;
  const code = url.searchParams.get(OFFICER_OIDC_ERROR_PARAMETER) ?? '';
  return KNOWN_CODES.has(code) && code in OFFICER_OIDC_ERROR_MESSAGES ? code : undefined;
}

export interface OidcAnswerRules {
  /** Where else a 302 may go: the provider, for a start. */
  providerIssuer?: string;
  /** The sign-in page's only code this answer may carry, when the case knows it. */
  code?: string;
}

/**
 * What is wrong with an answer of the officers' provider sign-in (OFF-60), or undefined: never a
 * 5xx; a 4xx in the envelope (`isEnvelope`); a 302 to the sign-in page with a code it explains (the
 * given one, when given) or, for a start, to the provider; and never an officer session cookie.
 */
export function oidcAnswerProblem(
  response: LightMyRequestResponse,
  rules: OidcAnswerRules,
  isEnvelope: (body: string) => boolean,
): string | undefined {
  const { statusCode, body } = response;
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 200)}`;
  if (response.cookies.some(({ name, value }) => name === OFFICER_COOKIE && value !== '')) {
    return `${statusCode} set an officer session cookie`;
  }
  if (statusCode >= 400) {
    return isEnvelope(body)
      ? undefined
      : `${statusCode} not in the envelope: ${body.slice(0, 200)}`;
  }
  const location = String(response.headers.location ?? '');
  if (statusCode !== 302) return `${statusCode} is no redirect: ${body.slice(0, 200)}`;
  if (rules.providerIssuer !== undefined && location.startsWith(`${rules.providerIssuer}/`)) {
    return undefined;
  }
  const code = signInPageCode(location);
  if (code === undefined) return `302 to ${location.slice(0, 200)}, not the sign-in page's message`;
  if (rules.code !== undefined && code !== rules.code) return `302 with ${code}, not ${rules.code}`;
  return undefined;
}
