// ACC-34, ACC-43: a Singpass or Corppass user's typed e-mail address is an identity key only once
// proved with a one-time code; until then /userStatus says it needs verifying and no decision is
// e-mailed (docs/sign-in-protection.md).
import { expect, inject, test } from 'vitest';
import { EmailProofPanel } from '../pages/email-proof-panel.js';
import { decideAccount } from '../support/accounts-cli.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass, submitValidProfile } from '../support/journeys.js';
import { messagesTo, waitForNewMessage } from '../support/mailbox.js';
import { uniqueEmail, uniqueNric } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The status page's words for an identity user without a proved address. */
const NEEDS_PROOF = 'Your e-mail address has not been verified.';

test('a Singpass user verifies the typed address with the code from the outbox and is approved by it', async () => {
  const email = uniqueEmail('singpass-proof');
  const profile = await signInThroughMockPass(session.page, { nric: uniqueNric() });
  const panel = new EmailProofPanel(profile, session.baseUrl);

  await panel.verify(email);
  await submitValidProfile(profile, email);
  await profile.goto('/userStatus');
  await profile.main.getByRole('heading', { level: 1, name: 'Account Status' }).waitFor();
  expect(await profile.main.textContent()).not.toContain(NEEDS_PROOF);

  // The decision's e-mail joins the outbox; a mail server (the stack's) gets it a moment later.
  const before = (await messagesTo(session.baseUrl, email)).length;
  const printed = await decideAccount(
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    'approve',
    email,
  );
  expect(printed).toContain(`e-mailed ${email}`);
  expect((await waitForNewMessage(session.baseUrl, email, before)).subject).toBe(
    'Your account has been approved',
  );
});

test('an unverified address: /userStatus asks for verification and the command does not find it', async () => {
  const email = uniqueEmail('singpass-unproved');
  const profile = await signInThroughMockPass(session.page, { nric: uniqueNric() });
  await expect(new EmailProofPanel(profile, session.baseUrl).sendCodeButton.count()).resolves.toBe(
    0,
  );
  await submitValidProfile(profile, email);

  await profile.goto('/userStatus');
  await profile.main.getByText(NEEDS_PROOF).waitFor();
  await expect(
    decideAccount({ baseUrl: session.baseUrl, dataDir: inject('dataDir') }, 'approve', email),
  ).rejects.toThrow(/No account has the id or the proved e-mail address/);
});
