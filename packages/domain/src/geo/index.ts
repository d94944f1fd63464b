// The geo entry point, `@aviation-permits/domain/geo`: geography: shapes, aerodromes, zones,
// thresholds, locations, the gazetteer and the map service calls.
export * from './location.js';
export * from './lat-lng.js';
export * from './geodesy.js';
export * from './geo-shape.js';
export * from './aerodromes.js';
export * from './runway-distance.js';
export * from './flight-funnels.js';
export * from './crane-height-limits.js';
export * from './temporary-restricted-areas.js';
export * from './temporary-restricted-areas-file.js';
export * from './restricted-area-geojson.js';
export * from './ship-crossing-areas.js';
export * from './zone-ids.js';
export * from './zone-data-schema.js';
export * from './zone-data.js';
export * from './thresholds.js';
export * from './location-shape.js';
export * from './svy21.js';
export * from './onemap-schemas.js';
export * from './map-token.js';
export * from './map-service-api.js';
export * from './gazetteer/gazetteer.js';
export * from './gazetteer/postal-sectors.js';
export * from './gazetteer/search-gazetteer.js';
export * from './gazetteer/reverse-geocode.js';
