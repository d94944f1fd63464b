import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';

// ERR-1, ERR-3: answers the framework and Node's HTTP parser give on their own (a bad escape in the
// path, a header over the size limit, a body that does not match its Content-Length) use the one
// envelope too. These need a real socket: in-process injection never reaches Node's parser.

let server: TestAppHandle;
let port: number;

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends raw bytes and returns what came back, status line and body apart. */
function rawRequest(
  request: string,
  { halfClose = true } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A half-close (FIN after the bytes) is what tells the server a short body is all there is;
    // a request for a route that takes a database round trip is only written, as a real client
    // does, or the server may drop the answer of a client that has already gone.
    const socket = connect(port, '127.0.0.1', () =>
      halfClose ? socket.end(request) : socket.write(request),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      resolve({ status, body: rest.join('\r\n\r\n') });
    });
  });
}

function envelopeOf(body: string) {
  // A chunked answer would wrap the JSON in size lines; the envelope is sent with a length.
  return errorEnvelopeSchema.parse(JSON.parse(body));
}

describe('client errors raised before a route runs', () => {
  it('answers a bad percent-escape in the path 400 with the envelope', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/account-service/v1/postal-code/%zz',
    });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      status: 400,
      errorCodes: 'BAD_REQUEST',
    });
  });

  it('answers a path parameter over MAX_PARAM_LENGTH 400, saying so, in the envelope (ERR-18)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/account-service/v1/postal-code/${'1'.repeat(201)}`,
    });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      status: 400,
      errorCodes: 'BAD_REQUEST',
      detail: 'The address is not valid: a part of it is longer than 200 characters.',
    });
  });

  it('answers a header over the size limit 431 with the envelope', async () => {
    const { status, body } = await rawRequest(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );

    expect(status).toBe(431);
    expect(envelopeOf(body)).toMatchObject({
      status: 431,
      errorCodes: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    });
  });

  it('answers a malformed Content-Length 400 with the envelope', async () => {
    const { status, body } = await rawRequest(
      'POST /login-service/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
    );

    expect(status).toBe(400);
    expect(envelopeOf(body)).toMatchObject({ status: 400, errorCodes: 'BAD_REQUEST' });
  });

  it('answers two different Content-Length headers 400 with the envelope', async () => {
    const { status, body } = await rawRequest(
      'POST /login-service/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{}',
    );

    expect(status).toBe(400);
    expect(envelopeOf(body)).toMatchObject({ status: 400 });
  });

  it('answers an HTTP/1.1 request without a Host header 400 with the envelope (ERR-19)', async () => {
    const { status, body } = await rawRequest('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');

    expect(status).toBe(400);
    expect(envelopeOf(body)).toEqual({
      status: 400,
      errorCodes: 'BAD_REQUEST',
      detail: 'The request has no Host header.',
    });
  });

  it('answers an HTTP/1.0 request without a Host header, which that version allows', async () => {
    const { status } = await rawRequest('GET /healthz HTTP/1.0\r\n\r\n', { halfClose: false });

    expect(status).toBe(200);
  });

  it('answers a body shorter than its Content-Length with the envelope, not a hang', async () => {
    const { status, body } = await rawRequest(
      'POST /login-service/otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\nConnection: close\r\n\r\n{}',
    );

    expect(status).toBe(400);
    expect(envelopeOf(body)).toMatchObject({ status: 400 });
  });
});
