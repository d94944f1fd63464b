// MAP-3: with no map tiles (the machine, like a visitor offline, reaches no tile server), the map
// says so and still shows Singapore from the packaged outline.
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();

test('the map shows the offline outline of Singapore and a notice when tiles fail', async () => {
  // Deterministic whatever the network: every tile request fails.
  await session.page.route('**/maps/tiles/**', (route) => route.abort('internetdisconnected'));
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();

  await enquiryTool.offlineNotice.waitFor();
  await enquiryTool.offlineOutline.waitFor();
  expect(await enquiryTool.offlineOutline.getAttribute('d')).toMatch(/^M/);
});

test('the map marks a typed point and says where it is (MAP-5)', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.typePoint({ latitude: '1.3521', longitude: '103.8198' });

  await session.page
    .getByText('Selected location: Point at latitude 1.3521, longitude 103.8198')
    .waitFor();
  await expect.poll(() => enquiryTool.map.getByAltText('Marked point').count()).toBe(1);
});
