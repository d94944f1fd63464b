// ERR-9, ERR-14: when a firewall in front of the portal blocks a call with its own 403 page, the
// shell says so in a banner, with the robot-blocked message naming the special characters such a
// firewall refuses.
import { expect, test } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { FIREWALL_BLOCKED, ROBOT_BLOCKED_CHARACTERS } from '../support/spec-expectations.js';

const session = useBrowserSession();

test('a call blocked by the firewall shows its banner with the robot-blocked message', async () => {
  // The firewall's own page, as it answers instead of the portal: HTML, not the error envelope.
  await session.page.route('**/permits-service/v1/application/common/init-data', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'text/html',
      body: `<html><body>${FIREWALL_BLOCKED}. Support ID: 1234567890</body></html>`,
    }),
  );
  await session.page.goto('/checkPermitEligibility');

  const banner = session.page.getByRole('alert').filter({ hasText: FIREWALL_BLOCKED });
  await banner.waitFor();
  expect(await banner.textContent()).toContain(ROBOT_BLOCKED_CHARACTERS);
});
