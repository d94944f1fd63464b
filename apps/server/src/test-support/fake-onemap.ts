import Fastify from 'fastify';

// A stand-in for OneMap on a random local port, for the OneMap adapter's contract test and the map
// routes: the token call and the two searches, answering the shapes OneMap answers (recorded
// below), checking the Authorization header against the tokens it handed out, and failing on
// demand (401, 429, 500, a wrong shape) for the next call of a path.

export const FAKE_ONEMAP_ACCOUNT = { email: 'portal@authority.example', password: 'correct horse' };

/** OneMap's search answer for "marina bay sands", as recorded (one answer spells LONGTITUDE). */
export const RECORDED_SEARCH_ANSWER = {
  found: 2,
  totalNumPages: 1,
  pageNum: 1,
  results: [
    {
      SEARCHVAL: 'MARINA BAY SANDS',
      BLK_NO: '10',
      ROAD_NAME: 'BAYFRONT AVENUE',
      BUILDING: 'MARINA BAY SANDS',
      ADDRESS: '10 BAYFRONT AVENUE MARINA BAY SANDS SINGAPORE 018956',
      POSTAL: '018956',
      X: '30479.6114',
      Y: '29211.5358',
      LATITUDE: '1.28393326234538',
      LONGITUDE: '103.860019582878',
    },
    {
      SEARCHVAL: 'MARINA BAY SANDS HOTEL TOWER 1',
      BLK_NO: '10',
      ROAD_NAME: 'BAYFRONT AVENUE',
      BUILDING: 'MARINA BAY SANDS HOTEL TOWER 1',
      ADDRESS: '10 BAYFRONT AVENUE MARINA BAY SANDS HOTEL TOWER 1 SINGAPORE 018956',
      POSTAL: '018956',
      X: '30533.2107',
      Y: '29161.3466',
      LATITUDE: '1.28348002524',
      LONGTITUDE: '103.860501303787',
    },
  ],
};

/** OneMap's reverse geocode answer near Marina Bay Sands, as recorded (extra fields included). */
export const RECORDED_REVERSE_GEOCODE_ANSWER = {
  GeocodeInfo: [
    {
      BUILDINGNAME: 'MARINA BAY SANDS',
      BLOCK: '10',
      ROAD: 'BAYFRONT AVENUE',
      POSTALCODE: '018956',
      XCOORD: '30479.6114',
      YCOORD: '29211.5358',
      LATITUDE: '1.28393326234538',
      LONGITUDE: '103.860019582878',
    },
  ],
};

interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

interface ScriptedFailure {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeOneMap {
  baseUrl: string;
  calls: RecordedCall[];
  /** Calls to the token path so far. */
  tokensIssued(): number;
  /** Expiry of the tokens handed out from now on, in seconds since the epoch. */
  setTokenExpiry(seconds: number): void;
  /** OneMap forgets every token it handed out: the next call with one is 401. */
  revokeTokens(): void;
  /** The next call of `path` answers this instead. */
  failNext(path: string, failure: ScriptedFailure): void;
  /** The searches answer this body instead of the recorded one. */
  answerSearchWith(body: unknown): void;
  close(): Promise<void>;
}

export const ONEMAP_PATHS = {
  token: '/api/auth/post/getToken',
  search: '/api/common/elastic/search',
  reverseGeocode: '/api/public/revgeocode',
} as const;

export async function startFakeOneMap(): Promise<FakeOneMap> {
  const app = Fastify();
  const calls: RecordedCall[] = [];
  const validTokens = new Set<string>();
  const failures = new Map<string, ScriptedFailure[]>();
  let issued = 0;
  let expirySeconds = Math.floor(Date.now() / 1000) + 3 * 24 * 60 * 60;
  let searchAnswer: unknown = RECORDED_SEARCH_ANSWER;

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    calls.push({
      method: request.method,
      path,
      query: Object.fromEntries(new URL(request.url, 'http://onemap').searchParams),
      authorization: request.headers.authorization,
    });
    const failure = failures.get(path)?.shift();
    if (failure) {
      return reply
        .status(failure.status)
        .headers(failure.headers ?? {})
        .send(failure.body ?? { error: `status ${failure.status}` });
    }
    return undefined;
  });

  app.post(ONEMAP_PATHS.token, async (request, reply) => {
    const body = request.body as { email?: string; password?: string } | undefined;
    if (
      body?.email !== FAKE_ONEMAP_ACCOUNT.email ||
      body.password !== FAKE_ONEMAP_ACCOUNT.password
    ) {
      return reply.status(401).send({ error: 'Invalid email or password' });
    }
    issued += 1;
    const token = `onemap-token-${issued}`;
    validTokens.add(token);
    return { access_token: token, expiry_timestamp: String(expirySeconds) };
  });

  const authorised = (authorization: string | undefined) =>
    authorization !== undefined && validTokens.has(authorization);

  app.get(ONEMAP_PATHS.search, async (request, reply) =>
    authorised(request.headers.authorization)
      ? searchAnswer
      : reply.status(401).send({ error: 'Unauthorized' }),
  );
  app.get(ONEMAP_PATHS.reverseGeocode, async (request, reply) =>
    authorised(request.headers.authorization)
      ? RECORDED_REVERSE_GEOCODE_ANSWER
      : reply.status(401).send({ error: 'Unauthorized' }),
  );

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    calls,
    tokensIssued: () => issued,
    setTokenExpiry(seconds) {
      expirySeconds = seconds;
    },
    revokeTokens() {
      validTokens.clear();
    },
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    answerSearchWith(body) {
      searchAnswer = body;
    },
    close: () => app.close(),
  };
}
