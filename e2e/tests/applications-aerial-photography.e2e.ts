// APP-18, APP-19, APP-45, APP-49, APP-50, APP-57, ROUTE-43: an aerial photography application
// from the first answer to its details, in Chromium, with axe on every step.
import { inject, test } from 'vitest';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('an ACTIVE applicant applies for aerial photography, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(
    session.page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('apply-photo'),
    {
      name: 'aerial-photography',
      query: 'category=1',
      activity: {
        'Type of Activity': 'Aerial filming of the coastline',
        Venue: 'East Coast Park',
        Purpose: 'Tourism video',
        'Aircraft Type': 'Bell 206 helicopter',
        Callsign: '9VHLA',
        'Intended Route': 'Seletar, along the East Coast, back to Seletar',
        'Flying over congested areas': 'No',
        'Flying near an open-air assembly': 'No',
      },
      restoredField: 'Aircraft Type',
      point: { latitude: '1.3008', longitude: '103.9122' },
    },
  );
}, 240_000);
