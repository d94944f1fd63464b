// MAP-7: the map init call's answer, a field carrying the map-search token: the domain's schema,
// which the server's init route answers with.
export { mapTokenAnswerSchema as mapInitDataSchema } from '@aviation-permits/domain/geo';
export type { MapTokenAnswer as MapInitData } from '@aviation-permits/domain/geo';
