// Spec section 2: the Enquiry Tool's meta title and description.
import { expect, test } from 'vitest';
import { PortalPage } from '../pages/portal-page.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();
const ENQUIRY_TOOL_PATH = '/checkPermitEligibility';

test('the Enquiry Tool is titled as a permit eligibility check', async () => {
  const enquiryTool = new PortalPage(session.page);
  await enquiryTool.goto(ENQUIRY_TOOL_PATH);
  await expect.poll(() => enquiryTool.title()).toMatch(/permit/i);
  expect(await enquiryTool.title()).toMatch(/eligib/i);
});

test('the Enquiry Tool is described as checking whether a permit or clearance is needed', async () => {
  const enquiryTool = new PortalPage(session.page);
  await enquiryTool.goto(ENQUIRY_TOOL_PATH);
  await expect
    .poll(() => enquiryTool.metaDescription())
    // Spec: "says to check whether a permit or clearance is needed for the planned activity".
    .toMatch(/check whether .*permit or clearance.*planned activity/i);
});

test('the "Enquiry Tool" navigation item opens the Enquiry Tool', async () => {
  const portal = new PortalPage(session.page);
  await portal.goto('/home');
  await portal.navLink('Enquiry Tool').click();
  await portal.waitForPath(ENQUIRY_TOOL_PATH);
  expect(portal.pathname()).toBe(ENQUIRY_TOOL_PATH);
});
