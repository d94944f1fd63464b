import { connect, type AddressInfo } from 'node:net';
import { errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

// SEC-19: the server's time-outs and size limits come from configuration. A client that
// sends its request a byte at a time, its headers or its body, is cut off once the time-out
// passes: answered 408 in the envelope and the connection closed. The time-outs here are short
// so the test is quick; the only thing asserted about time is that the connection ends.

let server: TestAppHandle;
let port: number;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({
      HEADERS_TIMEOUT_MS: '200',
      REQUEST_TIMEOUT_MS: '400',
      MAX_HEADER_SIZE_BYTES: '4096',
    }),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** How often the slow client sends its next byte. */
const DRIP_INTERVAL_MS = 50;

/**
 * Sends `head` at once, then `drip` one byte at a time, until the server closes the connection
 * (or `drip` runs out, so the client always stops); resolves with what came back.
 */
function slowRequest(head: string, drip: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      // Only once the head is on its way, so no byte of the drip can pass it.
      timer = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip.charAt(sent++));
      }, DRIP_INTERVAL_MS);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a byte is on its way: the answer read so far is what counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

describe('a slow client is cut off (SEC-19)', () => {
  it('answers headers sent a byte at a time 408 in the envelope and closes', async () => {
    const { status, body } = await slowRequest(
      'GET /healthz HTTP/1.1\r\nHost: x\r\n',
      `X-Slow: ${'a'.repeat(400)}\r\n\r\n`,
    );

    expect(status).toBe(408);
    expect(errorEnvelopeSchema.parse(JSON.parse(body))).toMatchObject({
      status: 408,
      errorCodes: 'REQUEST_TIMEOUT',
    });
  }, 15_000);

  it('answers a body sent a byte at a time 408 in the envelope and closes', async () => {
    const { status, body } = await slowRequest(
      [
        'POST /payment-gateway/notification HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        'Content-Length: 1000',
        '',
        '',
      ].join('\r\n'),
      `{"a":"${'a'.repeat(992)}"}`,
    );

    expect(status).toBe(408);
    expect(errorEnvelopeSchema.parse(JSON.parse(body))).toMatchObject({ status: 408 });
  }, 15_000);

  it('answers headers over MAX_HEADER_SIZE_BYTES 431 in the envelope', async () => {
    const { status, body } = await slowRequest(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(5_000)}\r\nConnection: close\r\n\r\n`,
      '',
    );

    expect(status).toBe(431);
    expect(errorEnvelopeSchema.parse(JSON.parse(body))).toMatchObject({ status: 431 });
  });
});
