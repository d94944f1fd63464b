import { decodeJwt } from 'jose';

// MyInfo v3 (the person data behind Singpass) as the portal uses it: the browser is sent to
// /authorise, where the person logs in and consents; MyInfo sends it back with a code; the portal
// exchanges the code at /token for an access token whose subject is the person's NRIC/FIN, and reads
// /person/<uinfin> with it.
//
// This speaks the protocol as the embedded MockPass serves it by default: no client secret, no
// signed Authorization header, and the person answered as plain JSON. The real MyInfo v3 also needs
// (docs/identity.md, "MyInfo"): the client secret and a PKI-signed Authorization header on /token and
// /person, the access token's signature checked against MyInfo's certificate, and the person
// answer (a JWE: RSA-OAEP, A256GCM, holding a JWS signed by MyInfo) decrypted with the portal's
// RSA key and verified. `readPerson` is where that decryption goes.

export interface MyinfoClientSettings {
  /** …/myinfo/v3 */
  baseUrl: string;
  clientId: string;
  /** The portal's callback, as registered with MyInfo. */
  redirectUri: string;
  /** The person attributes asked for. */
  attributes: readonly string[];
  /** Shown to the person on MyInfo's consent page. */
  purpose: string;
}

interface MyinfoAccess {
  accessToken: string;
  /** The NRIC/FIN the access token was issued for (its subject), upper-cased. */
  uinfin: string;
}

export interface MyinfoClient {
  authoriseUrl(state: string): URL;
  exchangeCode(code: string): Promise<MyinfoAccess>;
  /** The person's data as MyInfo sent it (JSON, not yet validated). */
  person(access: MyinfoAccess): Promise<unknown>;
}

/** MyInfo answered, but not with what the protocol says. */
class MyinfoResponseError extends Error {
  constructor(detail: string) {
    super(`MyInfo: ${detail}`);
    this.name = 'MyinfoResponseError';
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/** A compact JWE has five base64url parts; MyInfo's encrypted person answer is one. */
const COMPACT_JWE = /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/;

async function answerOf(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) {
    throw new MyinfoResponseError(`${what} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new MyinfoResponseError(`${what} answered something that is not JSON`);
  }
}

/** The person answer: plain JSON, or (the real service) encrypted and signed. */
function readPerson(body: string): unknown {
  if (COMPACT_JWE.test(body.trim())) {
    throw new MyinfoResponseError(
      'the person data is encrypted; decrypting it needs the portal RSA key (not configured yet)',
    );
  }
  return parseJson(body, 'the person endpoint');
}

function accessFrom(tokenAnswer: unknown): MyinfoAccess {
  const accessToken =
    typeof tokenAnswer === 'object' && tokenAnswer !== null && 'access_token' in tokenAnswer
      ? tokenAnswer.access_token
      : undefined;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new MyinfoResponseError('the token endpoint sent no access token');
  }
  // Read, not verified: the token came straight from the token endpoint in this very exchange, and
  // MyInfo itself checks it on the person call. The real service's certificate check goes here.
  let subject: unknown;
  try {
    subject = decodeJwt(accessToken).sub;
  } catch {
    throw new MyinfoResponseError('the access token is not a JWT');
  }
  if (typeof subject !== 'string' || subject.trim() === '') {
    throw new MyinfoResponseError('the access token names no person');
  }
  return { accessToken, uinfin: subject.trim().toUpperCase() };
}

export function createMyinfoClient(settings: MyinfoClientSettings): MyinfoClient {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    authoriseUrl(state) {
      const url = new URL(`${base}/authorise`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        attributes: settings.attributes.join(','),
        purpose: settings.purpose,
        state,
        redirect_uri: settings.redirectUri,
      }).toString();
      return url;
    },

    async exchangeCode(code) {
      const response = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: settings.redirectUri,
          client_id: settings.clientId,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return accessFrom(
        parseJson(await answerOf(response, 'the token endpoint'), 'the token endpoint'),
      );
    },

    async person(access) {
      const url = new URL(`${base}/person/${encodeURIComponent(access.uinfin)}/`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        attributes: settings.attributes.join(','),
      }).toString();
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${access.accessToken}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return readPerson(await answerOf(response, 'the person endpoint'));
    },
  };
}
