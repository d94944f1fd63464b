import {
  getInitData,
  initDataSchema,
  type InitDataSources,
} from '@aviation-permits/domain/init-data';
import { prepareJson, type PreparedJson } from '../../http/prepared-json.js';

// PERF-7: init-data is the same for every visitor, made from the domain package, the server's day
// in Singapore and the temporary restricted areas in force (ENQ-12): prepared once per change of
// those, with its ETag (http/prepared-json.ts, http/prepared-on-change.ts).

export function prepareInitDataAnswer(sources: InitDataSources): PreparedJson {
  return prepareJson(initDataSchema, getInitData(sources));
}
