import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SINGAPORE_PUBLIC_HOLIDAYS } from '@aviation-permits/domain/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// APP-3, ENQ-12, MAP-6: the public holidays beyond the shipped list and the temporary restricted
// areas come from configuration; none is invented, and a bad value stops the start naming it.

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'published-data-'));
  await writeFile(
    path.join(directory, 'areas.geojson'),
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'rehearsal',
          geometry: { type: 'Point', coordinates: [103.8592, 1.2887] },
          properties: {
            name: 'Rehearsal area',
            radiusMetres: 3000,
            floorFt: 0,
            ceilingFt: 2500,
            periods: [{ from: '2026-07-04', to: '2026-07-04' }],
          },
        },
      ],
    }),
  );
  await writeFile(
    path.join(directory, 'bad.geojson'),
    JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature' }] }),
  );
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('TEMPORARY_RESTRICTED_AREAS_FILE', () => {
  it('defaults to no temporary restricted area, in production too: the portal invents none', () => {
    expect(loadConfig({}, directory).temporaryRestrictedAreas).toEqual([]);
    expect(loadConfig(PRODUCTION_ENVIRONMENT, directory).temporaryRestrictedAreas).toEqual([]);
  });

  it('reads the areas of a GeoJSON file, relative to the working directory', () => {
    const config = loadConfig({ TEMPORARY_RESTRICTED_AREAS_FILE: 'areas.geojson' }, directory);

    expect(config.temporaryRestrictedAreas).toEqual([
      {
        id: 'rehearsal',
        name: 'Rehearsal area',
        area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
        floorFt: 0,
        ceilingFt: 2500,
        periods: [{ from: '2026-07-04', to: '2026-07-04' }],
      },
    ]);
  });

  it.each([
    [
      'a missing file',
      'missing.geojson',
      /^TEMPORARY_RESTRICTED_AREAS_FILE: cannot read .*missing\.geojson \(ENOENT\)$/,
    ],
    ['an invalid file', 'bad.geojson', /^TEMPORARY_RESTRICTED_AREAS_FILE: features\.0\.id: /],
  ])('stops the start on %s, naming the variable and what is wrong', (_case, file, problem) => {
    expect(problemsOf({ TEMPORARY_RESTRICTED_AREAS_FILE: file }, directory)).toEqual([
      expect.stringMatching(problem),
    ]);
  });
});

describe('PUBLIC_HOLIDAYS', () => {
  it('defaults to the Ministry of Manpower list the domain ships', () => {
    expect(loadConfig({}, directory).publicHolidays).toEqual(SINGAPORE_PUBLIC_HOLIDAYS);
  });

  it('adds comma-separated dates to it, in date order', () => {
    const { publicHolidays } = loadConfig({ PUBLIC_HOLIDAYS: '2027-01-01, 2026-03-04' }, directory);

    expect(publicHolidays).toEqual(
      [...SINGAPORE_PUBLIC_HOLIDAYS, '2026-03-04', '2027-01-01'].sort(),
    );
  });

  it('names PUBLIC_HOLIDAYS and the value that is not a date', () => {
    expect(problemsOf({ PUBLIC_HOLIDAYS: '2027-01-01,2027-02-30' }, directory)).toEqual([
      'PUBLIC_HOLIDAYS: not a date (YYYY-MM-DD): 2027-02-30',
    ]);
  });
});
