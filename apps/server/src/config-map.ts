import { ONEMAP_DEFAULT_BASE_URL } from '@aviation-permits/domain';
import { z } from 'zod';

// The map keys of the configuration (OPS-2, MAP-2, MAP-13, MAP-14), read by config.ts with the
// rest of the environment (docs/map.md). OneMap is optional in every environment, production too:
// without its account the map service answers from the packaged gazetteer, and the server says at
// start which one it uses.

const httpUrl = z.url({ protocol: /^https?$/ });

export const mapEnvironment = {
  /** OneMap's API (search, reverse geocode, token). */
  ONEMAP_BASE_URL: httpUrl.default(ONEMAP_DEFAULT_BASE_URL),
  /** The portal's OneMap account. Absent (with ONEMAP_PASSWORD): the packaged gazetteer answers. */
  ONEMAP_EMAIL: z.email().optional(),
  /** Its password; set both or neither. */
  ONEMAP_PASSWORD: z.string().min(1).optional(),
  /** Where browsers fetch the map's tiles (/maps/tiles/Default/{z}/{x}/{y}.png); the CSP allows its origin for images. */
  MAP_TILES_BASE_URL: httpUrl.default(ONEMAP_DEFAULT_BASE_URL),
};

type MapEnvironment = z.infer<z.ZodObject<typeof mapEnvironment>>;

export interface OneMapAccount {
  baseUrl: string;
  email: string;
  password: string;
}

/** The tile server is a page setting (config.portal.mapTileBaseUrl). */
export interface MapSettings {
  /** Absent: the map service answers from the packaged gazetteer. */
  oneMap: OneMapAccount | undefined;
}

/** One of the two credentials without the other is a mistake, not a choice: named at start. */
export function mapConfigProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  const hasEmail = values.ONEMAP_EMAIL !== undefined;
  const hasPassword = values.ONEMAP_PASSWORD !== undefined;
  if (hasEmail && !hasPassword) {
    problems.set('ONEMAP_PASSWORD', 'ONEMAP_PASSWORD is required when ONEMAP_EMAIL is set');
  } else if (hasPassword && !hasEmail) {
    problems.set('ONEMAP_EMAIL', 'ONEMAP_EMAIL is required when ONEMAP_PASSWORD is set');
  }
  return problems;
}

export function mapSettings(environment: MapEnvironment): { map: MapSettings } {
  const { ONEMAP_EMAIL: email, ONEMAP_PASSWORD: password } = environment;
  return {
    map: {
      oneMap:
        email === undefined || password === undefined
          ? undefined
          : { baseUrl: environment.ONEMAP_BASE_URL, email, password },
    },
  };
}
