// Load on a stack from many client addresses (PERF-13). nginx writes the address it was called
// from into X-Forwarded-For, so the bench cannot name a client in a header as it does against its
// own portal (load.ts), and from one address the instances' flood limit (300 calls a minute per
// client, shared in Redis) would refuse the run. So each connection binds a loopback address of its
// own (127.2.0.0/16; the whole of 127/8 is this machine) and moves to a fresh one after
// CALLS_PER_ADDRESS calls, well under the limit, as many visitors would. Every row of the stack
// group, direct calls and the bare twins too, goes through this one generator, so their ratios
// compare the servers and not two clients.
import http from 'node:http';
import type { LoadRequest } from '../scenarios/scenario.js';
import type { LoadFigures } from './load.js';
import { callTimesOf } from './timed-calls.js';

/** Calls on one connection before it moves to a fresh address: under the flood limit a minute. */
const CALLS_PER_ADDRESS = 100;
/** 250 x 250 addresses, 127.2.1.1 to 127.2.250.250: at 3,000 calls a second, 80 minutes' worth. */
const ADDRESSES = 62_500;
const CALL_TIMEOUT_MS = 10_000;

let lastAddress = 0;

function freshAddress(): string {
  lastAddress = (lastAddress + 1) % ADDRESSES;
  return `127.2.${Math.floor(lastAddress / 250) + 1}.${(lastAddress % 250) + 1}`;
}

interface Answer {
  status: number;
  body: string;
}

/** A call that got no answer (refused, cut, timed out): counted as an error. */
const NO_ANSWER: Answer = { status: 0, body: '' };

function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<Answer> {
  const own = request.varied?.();
  const body = own?.body ?? request.body;
  return new Promise((resolve) => {
    let answered = false;
    const finish = (answer: Answer) => {
      if (answered) return;
      answered = true;
      own?.onAnswer(answer.status, answer.body);
      resolve(answer);
    };
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: request.path,
        method: request.method ?? 'GET',
        headers: {
          ...request.headers,
          ...own?.headers,
          ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
        agent,
        timeout: CALL_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => finish(NO_ANSWER));
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('timed out')));
    sent.on('error', () => finish(NO_ANSWER));
    sent.end(body);
  });
}

/** Who sends what: connection `n` asks for its next request each time (a mix varies it). */
export type RequestSource = (connection: number) => LoadRequest;

/** The calls of one stretch of load, kept whole so that stretches of one layer can be joined. */
export interface LoadSample {
  times: number[];
  non2xx: number;
  errors: number;
  durationS: number;
}

/**
 * `connections` clients, each sending its next request as soon as the last is answered, for
 * `durationS`; the calls answered within it (status 0: no answer, an error).
 */
export async function sampleFromAddresses(
  baseUrl: string,
  requestOf: RequestSource,
  { durationS, connections }: { durationS: number; connections: number },
): Promise<LoadSample> {
  const url = new URL(baseUrl);
  const endsAt = Date.now() + durationS * 1000;
  const sample: LoadSample = { times: [], non2xx: 0, errors: 0, durationS };
  const client = async (connection: number) => {
    while (Date.now() < endsAt) {
      const agent = new http.Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: freshAddress(),
      });
      for (let call = 0; call < CALLS_PER_ADDRESS && Date.now() < endsAt; call += 1) {
        const started = performance.now();
        const { status } = await send(agent, url, requestOf(connection));
        sample.times.push(performance.now() - started);
        if (status === 0) sample.errors += 1;
        else if (status < 200 || status > 299) sample.non2xx += 1;
      }
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, connection) => client(connection)));
  return sample;
}

/** The figures of one or more stretches of the same load, as if they were one. */
export function figuresOfSamples(samples: readonly LoadSample[]): LoadFigures {
  const { calls, p50Ms, p99Ms } = callTimesOf(samples.flatMap(({ times }) => times));
  const durationS = samples.reduce((sum, sample) => sum + sample.durationS, 0);
  return {
    requestsPerSecond: Math.round(calls / durationS),
    p50Ms: Math.round(p50Ms * 10) / 10,
    p99Ms: Math.round(p99Ms * 10) / 10,
    total: calls,
    non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
  };
}

/** sampleFromAddresses's figures. */
export async function measureFromAddresses(
  baseUrl: string,
  requestOf: RequestSource,
  load: { durationS: number; connections: number },
): Promise<LoadFigures> {
  return figuresOfSamples([await sampleFromAddresses(baseUrl, requestOf, load)]);
}
