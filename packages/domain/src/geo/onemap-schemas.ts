import { z } from 'zod';

// The answers of OneMap's search and reverse geocode (domain-facts "OneMap"; docs/requirements.md
// MAP-9, MAP-12, MAP-14). The server's OneMap adapter validates OneMap's answers with these and
// its offline gazetteer answers in the same shapes, so the browser cannot tell them apart.
// Every value of a result is a string and a missing one is "NIL".

export const ONEMAP_MISSING = 'NIL';
/** Results per page of OneMap's search. */
export const ONEMAP_PAGE_SIZE = 10;

const text = z.string();

/**
 * One search result. Some OneMap answers spell LONGITUDE as LONGTITUDE; the schema accepts either
 * and always gives LONGITUDE.
 */
export const oneMapSearchResultSchema = z
  .object({
    SEARCHVAL: text,
    BLK_NO: text,
    ROAD_NAME: text,
    BUILDING: text,
    ADDRESS: text,
    POSTAL: text,
    X: text,
    Y: text,
    LATITUDE: text,
    LONGITUDE: text.optional(),
    LONGTITUDE: text.optional(),
  })
  .superRefine((result, context) => {
    if (result.LONGITUDE === undefined && result.LONGTITUDE === undefined) {
      context.addIssue({ code: 'custom', path: ['LONGITUDE'], message: 'LONGITUDE is missing' });
    }
  })
  .transform(({ LONGTITUDE, LONGITUDE, ...rest }) => ({
    ...rest,
    LONGITUDE: LONGITUDE ?? LONGTITUDE ?? ONEMAP_MISSING,
  }));
export type OneMapSearchResult = z.output<typeof oneMapSearchResultSchema>;

export const oneMapSearchAnswerSchema = z.object({
  found: z.number().int().nonnegative(),
  totalNumPages: z.number().int().nonnegative(),
  pageNum: z.number().int().nonnegative(),
  results: z.array(oneMapSearchResultSchema),
});
export type OneMapSearchAnswer = z.output<typeof oneMapSearchAnswerSchema>;

export const oneMapGeocodeInfoSchema = z.object({
  BUILDINGNAME: text,
  BLOCK: text,
  ROAD: text,
  POSTALCODE: text,
  LATITUDE: text,
  LONGITUDE: text,
});
export type OneMapGeocodeInfo = z.infer<typeof oneMapGeocodeInfoSchema>;

export const oneMapReverseGeocodeAnswerSchema = z.object({
  GeocodeInfo: z.array(oneMapGeocodeInfoSchema),
});
export type OneMapReverseGeocodeAnswer = z.infer<typeof oneMapReverseGeocodeAnswerSchema>;
