import { ERROR_CODES } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  OFFICER_AUDIT_ACTIONS,
  officerAuditPageSchema,
  type OfficerAuditEntry,
} from '@aviation-permits/domain/officer';
import { sql } from 'drizzle-orm';
import { officerAudit } from '../../db/schema/officers.js';
import { afterAll, describe, expect, it } from 'vitest';
import { wrongCodeFor } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  addOfficer,
  authenticatorCode,
  OfficerBrowser,
  signInNewOfficer,
} from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';
import { createOfficerAuditRepository } from './officer-audit.repository.js';
import { runOfficerCommand, type OfficerCommandRequest } from './officer-commands.js';
import { createOfficerRepository } from './officer.repository.js';
import { createOfficerSessionRepository } from '../../platform/officer-sessions/officer-session.repository.js';

// The officers' audit trail (OFF-8): a row for every officer action and every operator command, in
// the action's own transaction, that the database refuses to change or delete; read by supervisors
// newest first, a page at a time, by officer or by subject.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

function command(request: OfficerCommandRequest) {
  const { db } = server;
  return runOfficerCommand(
    {
      db,
      officers: createOfficerRepository(db),
      audit: createOfficerAuditRepository(db),
      officerSessions: createOfficerSessionRepository(db),
      now: () => clock,
    },
    request,
  );
}

const supervisorEmail = 'audit.reader@caa.example';
await addOfficer(server.db, supervisorEmail, 'supervisor');
const { browser: supervisor } = await signInNewOfficer(server.app, supervisorEmail, clock);

async function auditPage(query: string) {
  const response = await supervisor.call('GET', `${OFFICER_API_PATHS.audit}?${query}`);
  expect(response.statusCode).toBe(200);
  return officerAuditPageSchema.parse(response.json());
}

/** Every row about one subject, newest first, following the pages. */
async function trailOf(subjectId: string): Promise<OfficerAuditEntry[]> {
  const entries: OfficerAuditEntry[] = [];
  let before: number | null = null;
  do {
    const page = await auditPage(
      `subjectType=officer&subjectId=${subjectId}&limit=3${before === null ? '' : `&before=${before}`}`,
    );
    entries.push(...page.entries);
    before = page.nextBefore;
  } while (before !== null);
  return entries;
}

describe('the audit trail (OFF-8)', () => {
  it('has a row for every officer action and operator command, newest first, with who, where and which request', async () => {
    const email = 'audited@caa.example';
    const officerId = await addOfficer(server.db, email);
    const first = await signInNewOfficer(server.app, email, clock);
    await first.browser.call('POST', OFFICER_API_PATHS.signOut);
    later(30_000);
    const second = await OfficerBrowser.open(server.app);
    await second.passEmailCode(email);
    await second.totp(authenticatorCode(first.secret, clock));
    const third = await OfficerBrowser.open(server.app);
    await third.passEmailCode(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await third.totp(wrongCodeFor(authenticatorCode(first.secret, clock), 500_000));
    }
    const fourth = await OfficerBrowser.open(server.app);
    await fourth.passEmailCode(email);
    await fourth.call('POST', OFFICER_API_PATHS.signInRecoveryCode, {
      code: first.recoveryCodes[0],
    });
    await command({ command: 'disable', email, actor: 'cli:operator' });
    await command({ command: 'enable', email, actor: 'cli:operator' });
    await command({ command: 'reset-totp', email, actor: 'cli:operator' });

    const trail = await trailOf(officerId);

    expect(trail.map(({ action }) => action).reverse()).toEqual([
      'officer.added',
      'sign-in.code',
      'enrolment',
      'sign-out',
      'sign-in.code',
      'sign-in',
      'sign-in.code',
      'sign-in.second-factor-limit',
      'sign-in.code',
      'sign-in.recovery-code',
      'officer.disabled',
      'officer.enabled',
      'officer.totp-reset',
    ]);
    // Every action about an officer; those about other subjects (applications, accounts, the
    // published data, jobs, e-mails) are tested with their routes, and the sign-in through the
    // authority's provider, which this portal's configuration does not offer, with its own
    // (officer-oidc-sign-in.routes.test.ts).
    const otherSubjects = [
      'application.',
      'account.',
      'restricted-area.',
      'public-holiday.',
      'job.',
      'mail.',
    ];
    const aboutOfficers = OFFICER_AUDIT_ACTIONS.filter(
      (action) =>
        action !== 'sign-in.oidc' && !otherSubjects.some((subject) => action.startsWith(subject)),
    );
    expect(new Set(trail.map(({ action }) => action))).toEqual(new Set(aboutOfficers));
    const ids = trail.map(({ id }) => id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(trail.find(({ action }) => action === 'sign-in')).toMatchObject({
      actor: officerId,
      subjectType: 'officer',
      subjectId: officerId,
      clientAddress: second.remoteAddress,
      requestId: expect.stringMatching(/\S/),
    });
    expect(trail[0]).toMatchObject({ actor: 'cli:operator', clientAddress: null, requestId: null });
  });

  it('filters by the acting officer, whatever the subject', async () => {
    const officerId = await addOfficer(server.db, 'filtered@caa.example');
    await signInNewOfficer(server.app, 'filtered@caa.example', clock);

    const page = await auditPage(`officerId=${officerId}`);

    expect(page.entries.map(({ action }) => action)).toEqual(['enrolment', 'sign-in.code']);
    expect(page.entries.every(({ actor }) => actor === officerId)).toBe(true);
    expect(page.nextBefore).toBeNull();
  });

  it.each(['officerId=not-an-id', 'limit=0', 'limit=201', 'before=-1', 'before=abc'])(
    'refuses the query %s with 400 in the envelope',
    async (query) => {
      const response = await supervisor.call('GET', `${OFFICER_API_PATHS.audit}?${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, errorCodes: ERROR_CODES.validation });
    },
  );
});

describe('the audit table', () => {
  it.each([
    ['UPDATE', sql`update officer_audit set message = 'rewritten'`],
    ['DELETE', sql`delete from officer_audit`],
    ['TRUNCATE', sql`truncate officer_audit`],
  ])('refuses %s whoever asks', async (_, statement) => {
    const before = await server.db.select().from(officerAudit);

    await expect(server.db.execute(statement)).rejects.toThrow();

    expect(await server.db.select().from(officerAudit)).toEqual(before);
  });

  it("is written in the action's transaction: when the row cannot be written, the action is undone", async () => {
    await addOfficer(server.db, 'atomic@caa.example');
    await server.db.execute(sql`
      create function refuse_audit_rows() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await server.db.execute(
      sql`create trigger refuse_audit_rows before insert on officer_audit for each row execute function refuse_audit_rows()`,
    );
    try {
      await expect(
        command({ command: 'disable', email: 'atomic@caa.example', actor: 'cli:operator' }),
      ).rejects.toThrow();
    } finally {
      await server.db.execute(sql`drop trigger refuse_audit_rows on officer_audit`);
      await server.db.execute(sql`drop function refuse_audit_rows()`);
    }

    const { officers } = await command({ command: 'list' });
    expect(officers.find(({ email }) => email === 'atomic@caa.example')?.status).toBe('active');
  });
});
