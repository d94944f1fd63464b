import { describe, expect, it } from 'vitest';
import type { EligibilityEnquiry } from './enquiry-schema.js';
import {
  enquiryApplicationHref,
  enquiryPrefillParams,
  readEnquiryPrefill,
} from './enquiry-prefill.js';

// ENQ-14: the Enquiry Tool's answers travel to /apply/permit in the search parameters; the
// application form reads back exactly what was asked, and nothing a stranger slipped in.

const location = {
  kind: 'point',
  point: { latitude: '1.304', longitude: '103.8745' },
} as const;

const kite: EligibilityEnquiry = {
  category: 4,
  activity: 'KITE',
  location,
  height: { value: 300, unit: 'ft', reference: 'AMSL' },
  dateTimeRows: [
    { startDate: '2026-03-01', endDate: '2026-03-02', startTime: '20:00', endTime: '22:00' },
  ],
};
const crane: EligibilityEnquiry = {
  category: 2,
  location: {
    kind: 'circle',
    centre: { latitude: '1.39', longitude: '103.88' },
    radiusMetres: 150,
  },
  siteGroundElevationM: 15.5,
  workingHeightM: 60,
};
const ship: EligibilityEnquiry = { category: 3, location, vesselHeightM: 40 };
const photo: EligibilityEnquiry = {
  category: 1,
  location,
  aerialPhotography: { overCongestedArea: true, nearOpenAirAssembly: false },
};

describe('the enquiry prefill parameters (ENQ-14)', () => {
  it.each([
    ['a kite with its height and dates', kite],
    ['a crane on a circle', crane],
    ['a ship crossing', ship],
  ])('reads back %s as it was asked', (_name, enquiry) => {
    const { category, activity, ...rest } = enquiry;
    expect(readEnquiryPrefill(enquiryPrefillParams(enquiry))).toEqual({
      category,
      ...(activity ? { activity } : {}),
      ...rest,
    });
  });

  it('reads back the aerial photography answers as yes/no', () => {
    const params = enquiryPrefillParams(photo);
    expect(params.get('overCongestedArea')).toBe('yes');
    expect(params.get('nearOpenAirAssembly')).toBe('no');
    expect(readEnquiryPrefill(params)).toMatchObject({
      overCongestedArea: true,
      nearOpenAirAssembly: false,
    });
  });

  it('links to /apply/permit with the parameters /home cards use for the category', () => {
    const href = new URL(enquiryApplicationHref(kite), 'http://portal.test');
    expect(href.pathname).toBe('/apply/permit');
    expect(href.searchParams.get('category')).toBe('4');
    expect(href.searchParams.get('activityType')).toBe('KITE');
    expect(href.searchParams.get('heightUnit')).toBe('ft');
  });

  it.each([
    ['an unknown category', 'category=9', {}],
    ['an unknown activity type', 'category=4&activityType=DRONE', { category: 4 }],
    ['a location that is not JSON', 'category=3&location=%7Bkind', { category: 3 }],
    [
      'a location outside the location rules',
      `category=3&location=${encodeURIComponent('{"kind":"point","point":{"latitude":"-1","longitude":"x"}}')}`,
      { category: 3 },
    ],
    [
      'a height in words',
      'category=4&height=high&heightUnit=ft&heightReference=AMSL',
      { category: 4 },
    ],
    ['a height without its unit', 'category=4&height=300', { category: 4 }],
    ['a negative vessel height', 'category=3&vesselHeightM=-4', { category: 3 }],
    ['an answer that is not yes or no', 'category=1&overCongestedArea=maybe', { category: 1 }],
    [
      'a date row ending before it starts',
      `category=4&dateTimeRows=${encodeURIComponent('[{"startDate":"2026-03-02","endDate":"2026-03-01","startTime":"20:00","endTime":"22:00"}]')}`,
      { category: 4 },
    ],
  ])('leaves out %s and keeps the rest', (_name, query, expected) => {
    expect(readEnquiryPrefill(new URLSearchParams(query))).toEqual(expected);
  });
});
