import { getInitData, initDataSchema } from '@aviation-permits/domain';
import { prepareJson, type PreparedJson } from '../../http/prepared-json.js';

// PERF-7: init-data depends only on the domain package (and so changes only with a new build), the
// same for every visitor: prepared once, with its ETag (http/prepared-json.ts).

export function prepareInitDataAnswer(): PreparedJson {
  return prepareJson(initDataSchema, getInitData());
}
