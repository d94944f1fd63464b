// APP-20, APP-45, APP-49, APP-50, APP-57, ROUTE-43: a crane application from the first answer to
// its details, in Chromium, with axe on every step.
import { inject, test } from 'vitest';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('an ACTIVE applicant applies for a crane, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(
    session.page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-crane'),
    {
      name: 'cranes',
      query: 'category=2',
      activity: {
        'Type of Activity': 'Tower crane for a condominium',
        Venue: 'Tampines Street 86',
        Purpose: 'Construction of a 20-storey block',
        'Machinery Set': 'Tower Crane',
        Quantity: '1',
        'Working Height (m)': '65.5',
        'Machinery Start Date': '{earliest}',
        'Machinery End Date': '{earliest}',
        'Project Title': 'Tampines Grove Residences',
        'Expected Completion Date': '{earliest}',
        'Location Description': 'North-east corner of the site',
        'Land Lot No.': 'MK28-1234A',
        'Within Airport Fence': 'No',
        'Ad Hoc Deployment': 'No',
        'Within Critical Area': 'No',
        'Company Name': 'Tampines Builders Pte Ltd',
        'Project Manager': 'Ong Bee Lian',
        'Main Contractor': 'Tampines Builders Pte Ltd',
        'On-site Safety Personnel': 'Rahman bin Ali',
      },
      restoredField: 'Project Title',
      point: { latitude: '1.3536', longitude: '103.9405' },
    },
  );
}, 240_000);
