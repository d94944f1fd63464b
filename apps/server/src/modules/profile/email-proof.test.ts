import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  DEV_MAILBOX_PATHS,
  ERROR_CODES,
  mailboxSchema,
} from '@aviation-permits/domain/http';
import { profileResponseSchema, type ProfileInput } from '@aviation-permits/domain/profile';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAccountsCli } from '../../cli/accounts-cli.js';
import { accounts } from '../../db/schema/accounts.js';
import { latestCodeFor, signInByEmail } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  COMPLETE_PROFILE,
  accountStatusOf,
  profileSubmission,
} from '../../test-support/profile-test-client.js';
import { clientOf, signIn, type SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// ACC-34: an e-mail address is an identity key only once its owner has proved it
// (docs/sign-in-protection.md). An unproved address blocks no one, finds no account for the
// accounts command and receives no decision; a Singpass or Corppass user proves the profile's
// address with a one-time code.

let server: TestAppHandle;
let dataDir: string;
let cliLines: { out: string[]; err: string[] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'email-proof-'));
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  cliLines = { out: [], err: [] };
});

/** A Singpass user signed in (the account and session rows the identity sign-in writes). */
function singpassUser(nric: string): Promise<SignedInClient> {
  return signIn(server.app, server.db, { nric });
}

/** An e-mail user signed in through the real code flow. */
async function emailUser(email: string): Promise<SignedInClient> {
  const signedIn = await signInByEmail(server.app, email);
  const [row] = await server.db.select().from(accounts).where(eq(accounts.email, email));
  return clientOf(server.app, row?.id ?? '', signedIn);
}

function submitProfile(client: SignedInClient, profile: ProfileInput) {
  return client.request({
    method: 'POST',
    url: API_PATHS.profileSubmit,
    form: profileSubmission(profile),
  });
}

async function proveAddress(client: SignedInClient, email: string) {
  const sent = await client.request({
    method: 'POST',
    url: API_PATHS.profileEmailCode,
    json: { email },
  });
  expect(sent.statusCode).toBe(202);
  const otp = await latestCodeFor(server.app, email);
  return client.request({
    method: 'POST',
    url: API_PATHS.profileEmailVerify,
    json: { email, otp },
  });
}

function accountsCli(args: string[]) {
  return runAccountsCli(args, {
    env: { NODE_ENV: 'test', DATA_DIR: dataDir },
    cwd: dataDir,
    out: (line) => cliLines.out.push(line),
    err: (line) => cliLines.err.push(line),
    openDatabase: async () => ({ db: server.db, engine: 'pglite', close: async () => {} }),
    osUser: 'officer1',
  });
}

async function mailTo(address: string) {
  const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
  return mailboxSchema.parse(response.json()).filter(({ to }) => to === address);
}

const ALREADY_REGISTERED = {
  field: 'email',
  errorMessage: REGISTRATION_MESSAGES.emailAlreadyRegistered,
};

describe('an unproved profile address is no identity key (ACC-34, ACC-43, ACC-42)', () => {
  it('a squatter’s typed address blocks no one, finds no account and receives no decision', async () => {
    const victimEmail = 'victim@example.com';
    const squatter = await singpassUser('S1111111D');
    expect(
      (await submitProfile(squatter, { ...COMPLETE_PROFILE, email: victimEmail })).statusCode,
    ).toBe(200);

    // The victim signs in by e-mail and registers normally.
    const victim = await emailUser(victimEmail);
    const registered = await submitProfile(victim, { ...COMPLETE_PROFILE, email: victimEmail });
    expect(registered.json()).toEqual({ message: REGISTRATION_MESSAGES.submitted });

    // The accounts command finds the victim by the address, not the squatter.
    expect(await accountsCli(['approve', victimEmail])).toBe(0);
    expect(await accountStatusOf(server.db, victim.accountId)).toBe('ACTIVE');
    expect(await accountStatusOf(server.db, squatter.accountId)).toBe('SUBMITTED');

    // A decision on the squatter (by its id) is mailed nowhere.
    const victimMailBefore = (await mailTo(victimEmail)).length;
    expect(
      await accountsCli([
        'reject',
        squatter.accountId,
        '--reason',
        'The registration is not genuine.',
      ]),
    ).toBe(0);
    expect(cliLines.out.join('\n')).toContain('no proved e-mail address to tell');
    expect(await mailTo(victimEmail)).toHaveLength(victimMailBefore);

    // The squatter's status answer shows no address: the status page asks for verification.
    const status = userSessionSchema.parse(
      (await squatter.request({ method: 'GET', url: API_PATHS.status })).json(),
    );
    expect(status).toMatchObject({ spcpLogin: true, email: '' });
  });
});

describe('a Singpass or Corppass user proves the profile address (ACC-34)', () => {
  it('sends a code to the typed address; the right code makes it the account’s proved address', async () => {
    const email = 'proved.applicant@example.com';
    const user = await singpassUser('S3333333H');
    const before = profileResponseSchema.parse(
      (await user.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );
    expect(before.provedEmail).toBeNull();

    const sent = await user.request({
      method: 'POST',
      url: API_PATHS.profileEmailCode,
      json: { email },
    });
    expect(sent.statusCode).toBe(202);
    const code = await latestCodeFor(server.app, email);
    const wrong = await user.request({
      method: 'POST',
      url: API_PATHS.profileEmailVerify,
      json: {
        email,
        otp: code === '000000' ? '000001' : '000000',
      },
    });
    expect(wrong.json()).toMatchObject({
      errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
    });
    const right = await user.request({
      method: 'POST',
      url: API_PATHS.profileEmailVerify,
      json: { email, otp: code },
    });
    expect(right.json()).toEqual({ provedEmail: email });

    const after = profileResponseSchema.parse(
      (await user.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );
    expect(after.provedEmail).toBe(email);
    expect((await user.request({ method: 'GET', url: API_PATHS.status })).json()).toMatchObject({
      email,
    });

    expect((await submitProfile(user, { ...COMPLETE_PROFILE, email })).statusCode).toBe(200);
    expect(await accountsCli(['approve', email])).toBe(0);
    expect(await accountStatusOf(server.db, user.accountId)).toBe('ACTIVE');
    expect((await mailTo(email))[0]?.subject).toBe('Your account has been approved');
  });

  it('a proved address is registered: another account can neither prove it nor submit it', async () => {
    const email = 'taken@example.com';
    const owner = await singpassUser('S4444444D');
    expect((await proveAddress(owner, email)).statusCode).toBe(200);

    const other = await singpassUser('S5555555D');
    const code = await other.request({
      method: 'POST',
      url: API_PATHS.profileEmailCode,
      json: { email },
    });
    expect(code.json()).toMatchObject({ errors: [ALREADY_REGISTERED] });
    const submitted = await submitProfile(other, { ...COMPLETE_PROFILE, email });
    expect(submitted.json()).toMatchObject({ errors: [ALREADY_REGISTERED] });
  });

  it('of two claims of one address racing, exactly one wins', async () => {
    const email = 'raced@example.com';
    const [first, second] = [await singpassUser('S6666666J'), await singpassUser('S7777777F')];
    const codes: string[] = [];
    for (const user of [first, second]) {
      expect(
        (await user.request({ method: 'POST', url: API_PATHS.profileEmailCode, json: { email } }))
          .statusCode,
      ).toBe(202);
      codes.push(await latestCodeFor(server.app, email));
    }

    const answers = await Promise.all(
      [first, second].map((user, index) =>
        user.request({
          method: 'POST',
          url: API_PATHS.profileEmailVerify,
          json: { email, otp: codes[index] },
        }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const claimed = await server.db.select().from(accounts).where(eq(accounts.provedEmail, email));
    expect(claimed).toHaveLength(1);
  });

  it('the database itself refuses a second account with the same proved address', async () => {
    await server.db.insert(accounts).values({ provedEmail: 'unique@example.com' });
    await expect(
      server.db.insert(accounts).values({ provedEmail: 'unique@example.com' }),
    ).rejects.toThrow();
  });

  it('an e-mail log-in’s address is already proved: no code is sent', async () => {
    const user = await emailUser('by.email@example.com');
    const answer = await user.request({
      method: 'POST',
      url: API_PATHS.profileEmailCode,
      json: {
        email: 'another@example.com',
      },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ errorCodes: ERROR_CODES.conflict });
    const profile = profileResponseSchema.parse(
      (await user.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );
    expect(profile.provedEmail).toBe('by.email@example.com');
  });
});
