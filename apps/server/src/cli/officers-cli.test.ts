import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { VALIDATION_MESSAGES } from '@aviation-permits/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAdminToken } from './admin-token-file.js';
import { accounts } from '../db/schema/accounts.js';
import { officerAudit, officers } from '../db/schema/officers.js';
import { signInByEmail } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { OfficerBrowser, signInNewOfficer } from '../test-support/officer-browser.js';
import {
  operatorCliHarness,
  runningServerWithAdminToken,
} from '../test-support/operator-cli-harness.js';
import { OFFICERS_CLI_HELP, runOfficersCli } from './officers-cli.js';

// `npm run officers` (OFF-1, OFF-6, OFF-9): operators add officers, disable, enable and reset them
// and list them, on the database itself when no server runs and through the running server's
// loopback admin route when one does; every change is in the audit trail as cli:<user>.

const harness = operatorCliHarness(runOfficersCli, {
  name: 'officers-cli',
  osUser: 'operator1',
  app: { humanCheck: CHEAP_HUMAN_CHECK },
});
const { cli, lines } = harness;

async function officerRow(email: string) {
  const [row] = await harness.server.db.select().from(officers).where(eq(officers.email, email));
  return row;
}

async function auditOf(officerId: string) {
  return harness.server.db
    .select({ actor: officerAudit.actor, action: officerAudit.action })
    .from(officerAudit)
    .where(eq(officerAudit.subjectId, officerId))
    .orderBy(officerAudit.id);
}

describe('npm run officers, with no server running', () => {
  it('adds an officer, lists them, and records who did it', async () => {
    expect(
      await cli([
        'add',
        'Chief.Inspector@CAA.example',
        '--role',
        'supervisor',
        '--name',
        'Chief Inspector',
      ]),
    ).toBe(0);
    expect(await cli(['add', 'desk.officer@caa.example', '--role', 'officer'])).toBe(0);
    expect(await cli(['list'])).toBe(0);

    expect(lines.out).toEqual([
      'Added chief.inspector@caa.example as supervisor; at the first sign-in they set up an authenticator app.',
      'Added desk.officer@caa.example as officer; at the first sign-in they set up an authenticator app.',
      'chief.inspector@caa.example  supervisor  active  authenticator not set up  Chief Inspector',
      'desk.officer@caa.example  officer  active  authenticator not set up',
    ]);
    const added = await officerRow('chief.inspector@caa.example');
    expect(added).toMatchObject({
      role: 'supervisor',
      status: 'active',
      displayName: 'Chief Inspector',
    });
    expect(await auditOf(added?.id ?? '')).toEqual([
      { actor: 'cli:operator1', action: 'officer.added' },
    ]);
  });

  it('refuses an address that is already an officer’s, whatever its case', async () => {
    await cli(['add', 'twice@caa.example', '--role', 'officer']);

    expect(await cli(['add', 'TWICE@caa.example', '--role', 'supervisor'])).toBe(1);
    expect(lines.err).toEqual(['twice@caa.example is already an officer.']);
    expect((await officerRow('twice@caa.example'))?.role).toBe('officer');
  });

  it('keeps an applicant with the same address an applicant: the officer is a separate person (OFF-1)', async () => {
    const email = 'both.roles@caa.example';
    await signInByEmail(harness.server.app, email);

    expect(await cli(['add', email, '--role', 'officer'])).toBe(0);

    const [account] = await harness.server.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, email));
    expect(account?.status).toBe('PENDING_REGISTRATION');
    expect((await officerRow(email))?.id).not.toBe(account?.id);
  });

  it('disables an officer, whose session ends at once, and enables them again', async () => {
    const email = 'on.leave@caa.example';
    await cli(['add', email, '--role', 'officer']);
    const { browser } = await signInNewOfficer(harness.server.app, email, new Date());

    expect(await cli(['disable', email])).toBe(0);
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
    expect(await cli(['disable', email])).toBe(0);
    expect(await cli(['enable', email])).toBe(0);

    expect(lines.out).toEqual([
      `Added ${email} as officer; at the first sign-in they set up an authenticator app.`,
      `Disabled ${email}; their sessions ended.`,
      `${email} was already disabled.`,
      `Enabled ${email}.`,
    ]);
    const officer = await officerRow(email);
    expect(officer?.status).toBe('active');
    expect((await auditOf(officer?.id ?? '')).map(({ action }) => action)).toEqual([
      'officer.added',
      'sign-in.code',
      'enrolment',
      'officer.disabled',
      'officer.enabled',
    ]);
  });

  it('resets the authenticator: sessions end, and the next sign-in sets it up again', async () => {
    const email = 'new.phone@caa.example';
    await cli(['add', email, '--role', 'officer']);
    const { browser } = await signInNewOfficer(harness.server.app, email, new Date());

    expect(await cli(['reset-totp', email])).toBe(0);

    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
    expect(await officerRow(email)).toMatchObject({ totpSecret: null, totpEnrolledAt: null });
    const again = await OfficerBrowser.open(harness.server.app);
    expect((await again.passEmailCode(email)).json()).toMatchObject({ stage: 'enrolment' });
  });

  it.each([
    [['disable', 'nobody@caa.example'], 'No officer has the e-mail address nobody@caa.example.'],
    [['add', 'someone@caa.example'], 'Give the role: --role officer or --role supervisor.'],
    [
      ['add', 'someone@caa.example', '--role', 'admin'],
      'Give the role: --role officer or --role supervisor.',
    ],
    [['add', 'not-an-address', '--role', 'officer'], VALIDATION_MESSAGES.emailInvalid],
    [
      ['promote', 'someone@caa.example'],
      'Unknown command promote: use add, disable, enable, reset-totp or list.',
    ],
    [['disable'], 'Give exactly one e-mail address.'],
    [['list', 'someone@caa.example'], 'list takes no e-mail address.'],
  ])('refuses %j with exit code 1', async (args, message) => {
    expect(await cli(args)).toBe(1);
    expect(lines.err).toEqual([message]);
  });

  it('prints its help, which explains the running-server case', async () => {
    expect(await cli(['--help'])).toBe(0);
    expect(lines.out).toEqual([OFFICERS_CLI_HELP]);
    expect(OFFICERS_CLI_HELP).toContain('DATA_DIR/admin-token');
  });
});

describe('npm run officers, with the server running on the embedded database', () => {
  const running = runningServerWithAdminToken(harness, { humanCheck: CHEAP_HUMAN_CHECK });

  it('asks the server, which changes its own database', async () => {
    expect(
      await cli(['add', 'via.server@caa.example', '--role', 'supervisor'], { PORT: running.port }),
    ).toBe(0);
    expect(await cli(['list'], { PORT: running.port })).toBe(0);

    const [row] = await running.db
      .select()
      .from(officers)
      .where(eq(officers.email, 'via.server@caa.example'));
    expect(row?.role).toBe('supervisor');
    expect(lines.out.at(-1)).toBe(
      'via.server@caa.example  supervisor  active  authenticator not set up',
    );
    // The test's "own" database was not touched.
    expect(await officerRow('via.server@caa.example')).toBeUndefined();
  });

  it('reports the server’s refusal with exit code 1', async () => {
    expect(await cli(['enable', 'stranger@caa.example'], { PORT: running.port })).toBe(1);
    expect(lines.err).toEqual(['No officer has the e-mail address stranger@caa.example.']);
  });

  it.each([
    ['from another machine, even with the token', '10.0.0.9', true],
    ['without the token', '127.0.0.1', false],
  ])('refuses the admin route %s', async (_, remoteAddress, withToken) => {
    const token = (await readAdminToken(running.tokenFile)) ?? '';
    const response = await running.app.inject({
      method: 'POST',
      url: '/internal/officers/command',
      remoteAddress,
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
      payload: { command: 'list' },
    });
    expect(response.statusCode).toBe(403);
  });
});
