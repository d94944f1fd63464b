// APP-17, APP-45, APP-49, APP-50, APP-57, ROUTE-43: a ship crossing application from the first
// answer to its details, in Chromium, with axe on every step.
import { inject, test } from 'vitest';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('an ACTIVE applicant applies for a ship crossing, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(
    session.page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-ship'),
    {
      name: 'ship-crossing',
      query: 'category=3',
      activity: {
        'Type of Activity': 'Crossing of a tall vessel',
        Venue: 'Changi East channel',
        Purpose: 'Delivery of a floating crane to Tuas',
        'Vessel Name': 'Sea Breeze',
        Callsign: '9V1234',
        'Port or Point of Origin': 'Pasir Panjang Terminal',
        'Final Destination': 'Batam',
        'Date of Vessel Movement': '{earliest}',
      },
      restoredField: 'Vessel Name',
      point: { latitude: '1.3644', longitude: '104.0300' },
    },
  );
}, 240_000);
