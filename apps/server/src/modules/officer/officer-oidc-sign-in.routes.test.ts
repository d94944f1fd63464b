import {
  OFFICER_API_PATHS,
  OFFICER_OIDC_PATHS,
  OFFICER_PAGE_PATHS,
} from '@aviation-permits/domain/officer';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddedOfficerProvider,
  type EmbeddedOfficerProvider,
} from '../../adapters/identity/embedded-officer-provider.js';
import { officerAudit } from '../../db/schema/officers.js';
import { CookieBrowser } from '../../test-support/cookie-browser.js';
import { addOfficer, OFFICER_COOKIE, OfficerBrowser } from '../../test-support/officer-browser.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { runOfficerCommand } from './officer-commands.js';
import { createOfficerAuditRepository } from './officer-audit.repository.js';
import { createOfficerRepository } from './officer.repository.js';
import { createOfficerSessionRepository } from '../../platform/officer-sessions/officer-session.repository.js';

// OFF-59 to OFF-61: with OFFICER_SIGN_IN=oidc officers sign in through the authority's provider,
// here the embedded one (oidc-provider on a local port), which vouches for whatever address is
// typed at its login page. The portal takes an active officer's address to a signed-in session
// (no e-mail code, no authenticator), audited; refuses any other address, a foreign or replayed
// callback and a cancelled sign-in with the sign-in page's message, never a 5xx; and serves only
// the configured way of signing in.

const CLIENT_ID = 'officers-test-client';
const STATE_COOKIE = 'oidc_state_officer';
const publicBaseUrl = testConfig().identity.publicBaseUrl;

let provider: EmbeddedOfficerProvider;
let server: TestAppHandle;

beforeAll(async () => {
  provider = await startEmbeddedOfficerProvider({
    clientId: CLIENT_ID,
    redirectUri: `${publicBaseUrl}${OFFICER_OIDC_PATHS.callback}`,
  });
  server = await startTestApp({
    config: testConfig({
      OFFICER_SIGN_IN: 'oidc',
      OFFICER_OIDC_ISSUER: provider.issuer,
      OFFICER_OIDC_CLIENT_ID: CLIENT_ID,
      OFFICER_OIDC_CLIENT_SECRET: provider.clientSecret,
    }),
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

/** The officer's browser: the portal in process, the provider over HTTP, cookies kept for both. */
class SignInBrowser {
  readonly portalCookies: Record<string, string> = {};
  private readonly atProvider = new CookieBrowser();

  async portal(url: string): Promise<LightMyRequestResponse> {
    const response = await server.app.inject({ method: 'GET', url, cookies: this.portalCookies });
    expect(response.statusCode).toBeLessThan(500);
    for (const { name, value } of response.cookies) {
      if (value === '') delete this.portalCookies[name];
      else this.portalCookies[name] = value;
    }
    return response;
  }

  /**
   * Starts at the portal and signs in as `email` at the provider (its login page only the first
   * time: it remembers the browser); answers the callback's path and query.
   */
  async callbackAfterSigningInAs(email: string): Promise<string> {
    const started = await this.portal(OFFICER_OIDC_PATHS.authorize);
    expect(started.statusCode).toBe(302);
    let hop = await this.atProvider.get(String(started.headers.location));
    for (let hops = 0; !hop.location!.startsWith(publicBaseUrl) && hops < 5; hops += 1) {
      hop = hop.location!.includes('/interaction/')
        ? await this.atProvider.post(hop.location!, {
            prompt: 'login',
            login: email,
            password: 'any',
          })
        : await this.atProvider.get(hop.location!);
    }
    const callback = new URL(hop.location!);
    expect(callback.origin + callback.pathname).toBe(
      `${publicBaseUrl}${OFFICER_OIDC_PATHS.callback}`,
    );
    return callback.pathname + callback.search;
  }

  async signInAs(email: string): Promise<LightMyRequestResponse> {
    return this.portal(await this.callbackAfterSigningInAs(email));
  }
}

function signInPageWith(code: string): string {
  return `${OFFICER_PAGE_PATHS.login}?error=${code}`;
}

async function auditOf(officerId: string) {
  return server.db
    .select()
    .from(officerAudit)
    .where(eq(officerAudit.subjectId, officerId))
    .orderBy(officerAudit.id);
}

describe("signing in through the authority's provider (OFF-60)", () => {
  it('signs an active officer in at once, with no e-mail code or authenticator, and audits it', async () => {
    const officerId = await addOfficer(server.db, 'Inspector.Lee@caa.example', 'supervisor');
    const browser = new SignInBrowser();

    // The provider's address in another case is the same officer's.
    const back = await browser.signInAs('inspector.lee@caa.example');

    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(OFFICER_PAGE_PATHS.home);
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeDefined();
    const console = await OfficerBrowser.open(server.app, { cookies: browser.portalCookies });
    const session = await console.call('GET', OFFICER_API_PATHS.session);
    expect(session.json()).toMatchObject({
      stage: 'signed-in',
      officer: { id: officerId, role: 'supervisor', enrolled: false },
      idleTimeoutMs: 15 * 60_000,
    });
    expect((await console.call('GET', OFFICER_API_PATHS.audit)).statusCode).toBe(200);
    const [row] = (await auditOf(officerId)).filter(({ action }) => action === 'sign-in.oidc');
    expect(row).toMatchObject({
      actor: officerId,
      message: `Signed in through OIDC (${provider.issuer})`,
      clientAddress: expect.stringMatching(/\S/),
      requestId: expect.stringMatching(/\S/),
    });
  });

  it('ends the browser’s previous officer session when it signs in again', async () => {
    await addOfficer(server.db, 'twice@caa.example');
    const browser = new SignInBrowser();
    await browser.signInAs('twice@caa.example');
    const first = browser.portalCookies[OFFICER_COOKIE];

    await browser.signInAs('twice@caa.example');

    expect(browser.portalCookies[OFFICER_COOKIE]).not.toBe(first);
    const old = await OfficerBrowser.open(server.app, { cookies: { [OFFICER_COOKIE]: first! } });
    expect((await old.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
  });

  it('refuses an address that is no officer’s, with no session', async () => {
    const browser = new SignInBrowser();

    const back = await browser.signInAs('someone.else@caa.example');

    expect(back.headers.location).toBe(signInPageWith('not-an-officer'));
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
  });

  it('refuses an address with a NUL or a control character, never a 5xx (OFF-62)', async () => {
    await addOfficer(server.db, 'nul@caa.example');
    for (const address of [
      'nul@caa.example\u0000',
      'n\u0000ul@caa.example',
      'nul@caa.example\u001b',
    ]) {
      const browser = new SignInBrowser();

      const back = await browser.signInAs(address);

      expect(back.headers.location, JSON.stringify(address)).toBe(signInPageWith('not-an-officer'));
      expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
    }
  });

  it('refuses a disabled officer, with no session', async () => {
    const officerId = await addOfficer(server.db, 'disabled@caa.example');
    await runOfficerCommand(
      {
        db: server.db,
        officers: createOfficerRepository(server.db),
        audit: createOfficerAuditRepository(server.db),
        officerSessions: createOfficerSessionRepository(server.db),
        now: () => new Date(),
      },
      { command: 'disable', email: 'disabled@caa.example', actor: 'cli:test' },
    );
    const browser = new SignInBrowser();

    const back = await browser.signInAs('disabled@caa.example');

    expect(back.headers.location).toBe(signInPageWith('officer-disabled'));
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
    expect((await auditOf(officerId)).map(({ action }) => action)).not.toContain('sign-in.oidc');
  });
});

describe('what the provider or the browser sends back (OFF-60)', () => {
  it('refuses a callback this browser did not start (no state cookie)', async () => {
    await addOfficer(server.db, 'victim@caa.example');
    const attacker = new SignInBrowser();
    const callback = await attacker.callbackAfterSigningInAs('victim@caa.example');

    const victim = new SignInBrowser();
    const back = await victim.portal(callback);

    expect(back.headers.location).toBe(signInPageWith('state-mismatch'));
    expect(victim.portalCookies[OFFICER_COOKIE]).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    await addOfficer(server.db, 'tampered@caa.example');
    const browser = new SignInBrowser();
    const callback = await browser.callbackAfterSigningInAs('tampered@caa.example');

    const back = await browser.portal(callback.replace(/state=([^&]+)/, 'state=$1x'));

    expect(back.headers.location).toBe(signInPageWith('state-mismatch'));
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
  });

  it('refuses the same callback twice', async () => {
    await addOfficer(server.db, 'replayed@caa.example');
    const browser = new SignInBrowser();
    const callback = await browser.callbackAfterSigningInAs('replayed@caa.example');
    const stateCookie = browser.portalCookies[STATE_COOKIE]!;
    await browser.portal(callback);
    delete browser.portalCookies[OFFICER_COOKIE];

    browser.portalCookies[STATE_COOKIE] = stateCookie;
    const again = await browser.portal(callback);

    expect(again.headers.location).toBe(signInPageWith('state-mismatch'));
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
  });

  it('refuses a used code brought back under a new sign-in', async () => {
    await addOfficer(server.db, 'code.replay@caa.example');
    const browser = new SignInBrowser();
    const used = new URL(
      await browser.callbackAfterSigningInAs('code.replay@caa.example'),
      publicBaseUrl,
    );
    await browser.portal(used.pathname + used.search);
    delete browser.portalCookies[OFFICER_COOKIE];
    const fresh = new URL(
      await browser.callbackAfterSigningInAs('code.replay@caa.example'),
      publicBaseUrl,
    );

    const replayed = new URLSearchParams(used.search);
    replayed.set('state', fresh.searchParams.get('state')!);
    const back = await browser.portal(`${OFFICER_OIDC_PATHS.callback}?${replayed}`);

    expect(back.headers.location).toBe(signInPageWith('provider-error'));
    expect(browser.portalCookies[OFFICER_COOKIE]).toBeUndefined();
  });

  it('tells a cancelled sign-in (error=access_denied) apart', async () => {
    const browser = new SignInBrowser();
    const started = await browser.portal(OFFICER_OIDC_PATHS.authorize);
    const state = new URL(String(started.headers.location)).searchParams.get('state');

    const back = await browser.portal(
      `${OFFICER_OIDC_PATHS.callback}?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
    );

    expect(back.headers.location).toBe(signInPageWith('cancelled'));
  });

  it('answers a callback with nothing in it with the sign-in page', async () => {
    const back = await new SignInBrowser().portal(OFFICER_OIDC_PATHS.callback);

    expect(back.headers.location).toBe(signInPageWith('state-mismatch'));
  });
});

describe('one way of signing in at a time (OFF-59)', () => {
  it('serves no e-mail code or authenticator calls with OFFICER_SIGN_IN=oidc', async () => {
    for (const path of [
      OFFICER_API_PATHS.signInCode,
      OFFICER_API_PATHS.signInCodeVerify,
      OFFICER_API_PATHS.signInTotp,
      OFFICER_API_PATHS.signInRecoveryCode,
      OFFICER_API_PATHS.enrolment,
      OFFICER_API_PATHS.enrolmentConfirm,
    ]) {
      const response = await server.app.inject({ method: 'POST', url: path, payload: {} });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('serves no provider sign-in with the default e-mail code and authenticator', async () => {
    const byEmail = await startTestApp();
    try {
      // Any address the portal does not serve answers the web app's page (its "not found").
      const unserved = await byEmail.app.inject({ method: 'GET', url: '/officer-login-service/x' });
      for (const path of Object.values(OFFICER_OIDC_PATHS)) {
        const response = await byEmail.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(unserved.statusCode);
        expect(response.headers.location, path).toBeUndefined();
      }
    } finally {
      await byEmail.close();
    }
  });
});
