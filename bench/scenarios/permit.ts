// PRM-15: the issued permit (docs/permits.md). Its PDF is made inside the approval's transaction,
// so its generation is timed in process, one permit after another (p95 under 300 ms, printed with
// its ratio to the target). The public verification call, which the permit's QR code opens, is
// loaded through the portal, each request from another client address as phones would come; it
// asks for an unknown reference, which costs the same lookup and code comparison as a permit found
// (PRM-9) and needs no permit in the portal's database, so the group runs on PGlite as on
// PostgreSQL.
import { PERMIT_API_PATHS, permitVerifyPagePath } from '@aviation-permits/domain/permit';
import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { newVerificationCode } from '@aviation-permits/server/src/modules/permit/permit-code.js';
import { renderPermit } from '@aviation-permits/server/src/modules/permit/permit-document.js';
import { sendOnce } from '../lib/send-once.js';
import { timeCalls } from '../lib/timed-calls.js';
import type { ScenarioGroup } from './scenario.js';

/** PRM-15: the 95th percentile of a permit's generation. */
const PDF_P95_TARGET_MS = 300;
const PDF_CALLS = 40;

const REFERENCE = 'AA-2030-000123';

/**
 * A long permit: three rows of dates, an area of eight corners to sketch, conditions over
 * several lines; the officer's name and the authority as an approval prints them.
 */
function renderBenchPermit(): Promise<Buffer> {
  const verificationCode = newVerificationCode();
  return renderPermit({
    applicationId: '7c1e4a52-0d3b-4f6e-9a8b-000000000123',
    reference: REFERENCE,
    categoryId: 4,
    activityType: 'KITE',
    holderName: 'Lim Mei Ling',
    venue: 'Marina Barrage',
    dateTimeRows: ['2030-01-12', '2030-01-19', '2030-01-26'].map((date) => ({
      startDate: date,
      endDate: date,
      startTime: '09:00',
      endTime: '17:00',
    })),
    location: {
      kind: 'polygon',
      points: [
        ['1.2806', '103.8707'],
        ['1.2812', '103.8716'],
        ['1.2809', '103.8729'],
        ['1.2799', '103.8734'],
        ['1.2790', '103.8727'],
        ['1.2788', '103.8714'],
        ['1.2794', '103.8705'],
        ['1.2801', '103.8702'],
      ].map(([latitude = '', longitude = '']) => ({ latitude, longitude })),
    },
    conditions: [
      'Keep every kite below 60 m above ground and clear of the footpath.',
      'Marshals on site for the whole period; stop at once if an aircraft approaches.',
      'Carry this permit and show it to any officer of the authority on request.',
    ].join('\n'),
    validFrom: '2030-01-12',
    validTo: '2030-01-26',
    officerId: null,
    officerName: 'Chief Inspector',
    issuedAt: new Date(),
    authorityName: 'Civil Aviation Authority',
    verificationCode,
    verificationUrl: `https://permits.example.gov.sg${permitVerifyPagePath(REFERENCE, verificationCode)}`,
  });
}

async function pdfGenerationFigures(): Promise<string> {
  const times = await timeCalls(PDF_CALLS, renderBenchPermit);
  const ratio = times.p95Ms / PDF_P95_TARGET_MS;
  return [
    `Permit PDF generation, in process, ${times.calls} permits one after another (target p95 < ${PDF_P95_TARGET_MS} ms):`,
    `- p50 ${times.p50Ms.toFixed(1)} ms, p95 ${times.p95Ms.toFixed(1)} ms, slowest ${times.maxMs.toFixed(1)} ms;` +
      ` p95 is ${ratio.toFixed(2)} of the target  ${ratio < 1 ? 'PASS' : 'MISS'}`,
  ].join('\n');
}

export const permit: ScenarioGroup = {
  name: 'permit',
  scenarios: [
    {
      name: 'GET permit/verify (QR page call, unknown reference)',
      async prepare(portal) {
        const query = new URLSearchParams({ reference: 'AA-2030-999999', c: 'K7M2Q9RT4X' });
        const request = {
          path: `${PERMIT_API_PATHS.verify}?${query.toString()}`,
          headers: {
            [REQUEST_HEADERS.accessContent]: await portal.accessContent(),
            accept: 'application/json',
          },
        };
        // The answer a visitor's phone reads; the bench stops here if the call fails.
        const answer = await sendOnce(portal.baseUrl, request);
        if (answer.body !== '{"found":false}') {
          throw new Error(`permit/verify answered ${answer.body}`);
        }
        return request;
      },
    },
  ],
  afterLoad: pdfGenerationFigures,
};
