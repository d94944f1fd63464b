// ENQ-10: the vessel height above which a crossing under Changi's approach and departure paths
// needs a clearance is configuration (35 m by default). A portal of this file's own sets it to
// 40 m; the Enquiry Tool, which answers in the browser, judges with the server's figure.
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { useOwnPortalServer } from '../support/own-portal-server.js';

const portal = useOwnPortalServer(
  { SHIP_CROSSING_CLEARANCE_ABOVE_M: '40' },
  'server-ship-clearance.log',
);
const session = useBrowserSession({ baseUrl: () => portal().baseUrl });

/** The sea 5 km beyond runway 02C's southern end at Changi, under its approach path. */
const UNDER_CHANGI_APPROACH = { latitude: '1.2872', longitude: '103.9674' };

test('with a 40 m trigger, a 38 m vessel under the Changi approach needs no clearance and a 41 m one does', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Ship Crossing');
  await enquiryTool.typePoint(UNDER_CHANGI_APPROACH);

  // 38 m is over the default of 35 m: only the configured figure lets it through.
  await enquiryTool.typeHeight(/^Vessel Height/, '38');
  await enquiryTool.verdict('No permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toContain('vessels over 40 m');

  await enquiryTool.typeHeight(/^Vessel Height/, '41');
  await enquiryTool.verdict('Permit needed').waitFor();
});
