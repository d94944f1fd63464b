// APP-11 to APP-16, APP-45, APP-49, APP-50, APP-57, ROUTE-43: aerial activity applications of
// two types (the type from the /home card's address) from the first answer to their details.
import { inject, test } from 'vitest';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('an ACTIVE applicant applies for kite flying, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(
    session.page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-kite'),
    {
      name: 'aerial-kite',
      query: 'category=4&activityType=KITE',
      activity: {
        Venue: 'Marina Barrage',
        Purpose: 'Kite festival',
      },
      ownFields: {
        'Number of Kites (optional)': '12',
        'Maximum Height (ft above mean sea level) (optional)': '150',
      },
      restoredField: 'Venue',
      point: { latitude: '1.2806', longitude: '103.8707' },
    },
  );
}, 240_000);

test('an ACTIVE applicant chooses fireworks in the form, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(
    session.page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-fireworks'),
    {
      name: 'aerial-fireworks',
      query: 'category=4',
      activity: {
        'Type of Activity': 'Fireworks/Pyrotechnics Display',
        Venue: 'The Float @ Marina Bay',
        Purpose: 'National Day rehearsal',
      },
      ownFields: {
        'Estimated Duration (minutes) (optional)': '15',
        'Number of Units (optional)': '200',
        'Maximum Danger Height (m above mean sea level) (optional)': '120',
      },
      restoredField: 'Venue',
      point: { latitude: '1.2887', longitude: '103.8591' },
    },
  );
}, 240_000);
