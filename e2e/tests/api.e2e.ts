// The server side of the protocol, called as any HTTP client would (no browser needed).
import { describe, expect, inject, test } from 'vitest';
import '../support/provided-context.js';
import { isStackPortal } from '../support/stack-under-test.js';
import { ANONYMOUS_SESSION_FIELDS, INVALID_ACCESS_CONTENT } from '../support/spec-expectations.js';

const baseUrl = inject('baseUrl');
const STATUS_PATH = '/login-service/status';
const ACCESS_CONTENT_HEADER = 'x-access-content';

/** The access-content token the server writes into index.html for the web app. */
async function accessContentFromIndexHtml(): Promise<string> {
  // Asked for as a browser asks for a page: the SPA is served to HTML navigations.
  const response = await fetch(`${baseUrl}/home`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const match = /<script id="portal-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error('index.html carries no portal-config element');
  return (JSON.parse(match[1]) as { accessContent: string }).accessContent;
}

describe('GET /login-service/status', () => {
  test('without the access-content header answers 403 "INVALID ACCESS CONTENT"', async () => {
    const response = await fetch(`${baseUrl}${STATUS_PATH}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject(INVALID_ACCESS_CONTENT);
  });

  test('with a forged access-content header answers 403 "INVALID ACCESS CONTENT"', async () => {
    const response = await fetch(`${baseUrl}${STATUS_PATH}`, {
      headers: { [ACCESS_CONTENT_HEADER]: 'forged.token' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject(INVALID_ACCESS_CONTENT);
  });

  test('with the token served in index.html answers an anonymous session and a fresh token', async () => {
    const response = await fetch(`${baseUrl}${STATUS_PATH}`, {
      headers: { [ACCESS_CONTENT_HEADER]: await accessContentFromIndexHtml() },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(ANONYMOUS_SESSION_FIELDS);
    expect(response.headers.get(ACCESS_CONTENT_HEADER)).toBeTruthy();
  });
});

test('GET /healthz answers 200', async () => {
  const response = await fetch(`${baseUrl}/healthz`);
  expect(response.status).toBe(200);
});

// The stack is a production portal, which serves no API map (OPS-5).
test.skipIf(isStackPortal(baseUrl))('GET /api-docs answers the Swagger UI page', async () => {
  const response = await fetch(`${baseUrl}/api-docs`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(await response.text()).toMatch(/swagger/i);
});

test.runIf(isStackPortal(baseUrl))('GET /api-docs answers 404 on the stack', async () => {
  expect((await fetch(`${baseUrl}/api-docs`)).status).toBe(404);
});
