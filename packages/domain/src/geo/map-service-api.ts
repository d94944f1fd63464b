import { z } from 'zod';
import { SERVICE_BASE_PATHS } from '../http/service-paths.js';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { maxLengthMessage } from '../messages/application-messages.js';
import { safeString } from '../validation/safe-text.js';
import { MAX_REVERSE_GEOCODE_BUFFER_M } from './gazetteer/reverse-geocode.js';
import {
  oneMapReverseGeocodeAnswerSchema,
  oneMapSearchAnswerSchema,
  oneMapSearchResultSchema,
} from './onemap-schemas.js';

// The map calls (MAP-7, MAP-9, MAP-12, MAP-16): their paths, and the query parameters the map
// service accepts. Search and reverse lookup keep OneMap's parameter names, so the server can relay
// them to OneMap or answer them from the packaged gazetteer (MAP-14) in OneMap's shapes.

export const MAP_API_PATHS = {
  /** GET (permits service): the map-search token (map-token.ts). */
  init: `${SERVICE_BASE_PATHS.permits}/application/map/init`,
  /** GET: OneMap's elastic search, relayed. */
  search: `${SERVICE_BASE_PATHS.map}/search`,
  /** GET: OneMap's reverse geocode, relayed. */
  reverseGeocode: `${SERVICE_BASE_PATHS.map}/revgeocode`,
  /** POST multipart with ?applicationId=: the licence-map screenshot as a supporting document. */
  screenshotUpload: `${SERVICE_BASE_PATHS.mapUpload}/upload`,
} as const;

/** OneMap's address: its API and, by default, the map's tiles (MAP-2). */
export const ONEMAP_DEFAULT_BASE_URL = 'https://www.onemap.gov.sg';

/** A search text longer than this is no address; OneMap's own box is far shorter. */
export const MAX_MAP_SEARCH_TEXT_LENGTH = 200;
/** Pages beyond this hold nothing: OneMap answers 10 results a page. */
export const MAX_MAP_SEARCH_PAGE = 1000;

const SEARCH_TEXT = 'Search text';
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

/** GET MAP_API_PATHS.search: OneMap's parameters; the portal always asks for geometry and details. */
export const mapSearchQuerySchema = z.object({
  searchVal: safeString(SEARCH_TEXT, { notTextMessage: mandatoryMessage(SEARCH_TEXT) })
    .trim()
    .min(1, mandatoryMessage(SEARCH_TEXT))
    .max(MAX_MAP_SEARCH_TEXT_LENGTH, maxLengthMessage(SEARCH_TEXT, MAX_MAP_SEARCH_TEXT_LENGTH)),
  returnGeom: z.literal('Y', { error: 'returnGeom must be Y' }),
  getAddrDetails: z.literal('Y', { error: 'getAddrDetails must be Y' }),
  pageNum: z
    .string()
    .regex(PAGE_NUMBER, `pageNum must be a whole number from 1 to ${MAX_MAP_SEARCH_PAGE}`)
    .transform(Number)
    .refine((page) => page <= MAX_MAP_SEARCH_PAGE, {
      message: `pageNum must be a whole number from 1 to ${MAX_MAP_SEARCH_PAGE}`,
    })
    .default(1),
});
export type MapSearchQuery = z.output<typeof mapSearchQuerySchema>;

/**
 * MAP-21: beside an answer the packaged gazetteer gave because OneMap's calls for the minute are
 * spent (MAP_MESSAGES.searchBusy), for the page to show with the results.
 */
const mapServiceNoticeSchema = z.string().optional();

/**
 * The map service's search answer as it is sent: OneMap's answer after oneMapSearchAnswerSchema
 * read it, so LONGITUDE is always there and the misspelt LONGTITUDE never. A response schema must
 * be one a value can be written through; the reading schema's transform only goes one way.
 */
export const mapSearchAnswerSchema = oneMapSearchAnswerSchema.extend({
  results: z.array(
    z
      .object(oneMapSearchResultSchema.in.shape)
      .omit({ LONGTITUDE: true })
      .extend({ LONGITUDE: z.string() }),
  ),
  notice: mapServiceNoticeSchema,
});
export type MapSearchAnswer = z.output<typeof mapSearchAnswerSchema>;

/** The map service's reverse-geocode answer: OneMap's, with the notice of MAP-21 when it has one. */
export const mapReverseGeocodeAnswerSchema = oneMapReverseGeocodeAnswerSchema.extend({
  notice: mapServiceNoticeSchema,
});
export type MapReverseGeocodeAnswer = z.output<typeof mapReverseGeocodeAnswerSchema>;

/** Degrees with an optional sign and decimals, as a browser prints a number. */
const DEGREES = String.raw`-?\d{1,3}(?:\.\d{1,15})?`;
const LOCATION = new RegExp(`^(${DEGREES}),(${DEGREES})$`);
const LOCATION_MESSAGE = 'location must be latitude,longitude in degrees';

/** OneMap's address types: every building, or public housing blocks only. */
export const REVERSE_GEOCODE_ADDRESS_TYPES = ['All', 'HDB'] as const;

/** GET MAP_API_PATHS.reverseGeocode: `location=<lat>,<lng>`, `buffer` in metres, `addressType`. */
export const mapReverseGeocodeQuerySchema = z.object({
  location: z
    .string()
    .regex(LOCATION, LOCATION_MESSAGE)
    .transform((text) => {
      const [lat = '', lng = ''] = text.split(',');
      return { lat: Number(lat), lng: Number(lng) };
    })
    .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, LOCATION_MESSAGE),
  buffer: z
    .string()
    .regex(
      /^\d{1,3}$/,
      `buffer must be a whole number of metres from 0 to ${MAX_REVERSE_GEOCODE_BUFFER_M}`,
    )
    .transform(Number)
    .refine((metres) => metres <= MAX_REVERSE_GEOCODE_BUFFER_M, {
      message: `buffer must be a whole number of metres from 0 to ${MAX_REVERSE_GEOCODE_BUFFER_M}`,
    })
    .default(10),
  addressType: z
    .enum(REVERSE_GEOCODE_ADDRESS_TYPES, { error: 'addressType must be All or HDB' })
    .default('All'),
});
export type MapReverseGeocodeQuery = z.output<typeof mapReverseGeocodeQuerySchema>;

/** The multipart field of MAP_API_PATHS.screenshotUpload: one PNG (MAP-15, MAP-16). */
export const MAP_SCREENSHOT_UPLOAD_FIELD = 'screenshot';

/** MAP-16: why a screenshot upload is refused, beside the file rules' size and empty messages. */
export const MAP_SCREENSHOT_MESSAGES = {
  missing: 'The licence map screenshot is missing.',
  notPng: 'The licence map screenshot must be a PNG image.',
} as const;
