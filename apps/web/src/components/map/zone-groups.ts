import type { Feature, FeatureCollection } from 'geojson';
import { heightLimitSchema, ZONE_KIND_LABELS } from '@aviation-permits/domain/geo';

// MAP-6: the zones of the server's map/zone-data (the domain's zone-data schema), one overlay per
// kind, each with its own colour and legend entry. The order of kinds (and so their colours) is
// alphabetical, so a kind keeps its colour from page to page.

/** Okabe–Ito: eight colours told apart with every common colour-vision deficiency. */
const ZONE_COLOURS = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#F0E442',
  '#000000',
] as const;

export interface ZoneGroup {
  kind: string;
  label: string;
  colour: string;
  features: Feature[];
}

/** A kind the domain has no legend text for: "NEW_KIND" or "new-kind" reads "New kind". */
function humaniseKind(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function zoneKindOf(feature: Feature): string {
  const kind: unknown = feature.properties?.kind;
  return typeof kind === 'string' && kind ? kind : 'other';
}

/** What the legend is drawn from while the zones are on their way. */
export const NO_ZONES: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * One group per kind the legend knows (`kindLabels`), with none of its zones when there are none
 * (no temporary restricted area today reads "(0)"), and one per other kind the zones carry. The
 * legend keeps its lines, and so its height, from the moment the zones are asked for to when they
 * arrive, whatever they hold. No zones at all (a map that shows none) gives no groups.
 */
export function groupZonesByKind(
  zones: FeatureCollection | undefined,
  kindLabels: Readonly<Record<string, string>> = ZONE_KIND_LABELS,
): ZoneGroup[] {
  if (!zones) return [];
  const byKind = new Map<string, Feature[]>(Object.keys(kindLabels).map((kind) => [kind, []]));
  for (const feature of zones.features) {
    const kind = zoneKindOf(feature);
    byKind.set(kind, [...(byKind.get(kind) ?? []), feature]);
  }
  return [...byKind.keys()].sort().map((kind, index) => ({
    kind,
    label: kindLabels[kind] ?? humaniseKind(kind),
    colour: ZONE_COLOURS[index % ZONE_COLOURS.length] ?? ZONE_COLOURS[0],
    features: byKind.get(kind) ?? [],
  }));
}

/** The text shown for one zone: its label (else name), and its height limit when it has one. */
export function describeZone(feature: Feature): string {
  const { label, name, limit } = (feature.properties ?? {}) as Record<string, unknown>;
  const title = typeof label === 'string' && label ? label : typeof name === 'string' ? name : '';
  const height = heightLimitSchema.safeParse(limit);
  return height.success
    ? `${title} (limit ${height.data.value} ${height.data.unit} above mean sea level)`
    : title;
}

/** A zone to highlight, in its kind's colour, with the text that names it. */
export interface HighlightedZone {
  feature: Feature;
  colour: string;
  text: string;
}

/** The zones whose id (the `id` property the domain's zone ids give) is among `ids`. */
export function highlightedZones(
  groups: readonly ZoneGroup[],
  ids: readonly string[],
): HighlightedZone[] {
  const wanted = new Set(ids);
  return groups.flatMap((group) =>
    group.features
      .filter((feature) => wanted.has(String(feature.properties?.id ?? '')))
      .map((feature) => ({ feature, colour: group.colour, text: describeZone(feature) })),
  );
}
