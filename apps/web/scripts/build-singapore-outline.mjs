// Writes the offline base map's Singapore outline (MAP-3, see apps/web/src/components/map/) from
// Natural Earth's 1:10m countries as packaged by world-atlas. Only Singapore's polygon is kept, so
// the browser loads a few kilobytes instead of the 3.6 MB world file. Run with `npm run map:outline
// -w apps/web` after upgrading world-atlas; the output is committed.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import { feature } from 'topojson-client';

/** ISO 3166-1 numeric code of Singapore, world-atlas's feature id. */
const SINGAPORE_ID = '702';
/** 5 decimals is about 1 m: far finer than the source's own ~400 m grid. */
const DECIMALS = 5;

const require = createRequire(import.meta.url);
const atlasPath = require.resolve('world-atlas/countries-10m.json');
const atlasVersion = JSON.parse(
  await readFile(require.resolve('world-atlas/package.json'), 'utf8'),
).version;
const topology = JSON.parse(await readFile(atlasPath, 'utf8'));

const singapore = topology.objects.countries.geometries.find((g) => g.id === SINGAPORE_ID);
if (!singapore) throw new Error(`No feature ${SINGAPORE_ID} in ${atlasPath}`);

const round = (value) => Number(value.toFixed(DECIMALS));
const roundPositions = (coordinates) =>
  typeof coordinates[0] === 'number' ? coordinates.map(round) : coordinates.map(roundPositions);

const outline = feature(topology, singapore);
const output = {
  type: 'Feature',
  properties: {
    name: 'Singapore',
    source: `Natural Earth 1:10m countries (public domain), world-atlas ${atlasVersion} countries-10m.json, feature ${SINGAPORE_ID}`,
  },
  geometry: { ...outline.geometry, coordinates: roundPositions(outline.geometry.coordinates) },
};

const target = new URL('../src/components/map/singapore-outline.json', import.meta.url);
// Formatted as the repository's Prettier check expects, so regenerating leaves lint green.
const prettierOptions = { ...(await resolveConfig(target.pathname)), filepath: target.pathname };
await writeFile(target, await format(JSON.stringify(output), prettierOptions));
console.log(`Wrote ${target.pathname}`);
