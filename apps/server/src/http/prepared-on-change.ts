import type { PreparedJson } from './prepared-json.js';

// PERF-7: an answer made from a few inputs that change now and then (the day in Singapore, the
// temporary restricted areas) is prepared again only when they change; the last one is kept, so
// a request in between costs a comparison of the inputs, not an encoding and a compression.

export function preparedOnChange<Input>(
  prepare: (input: Input) => PreparedJson,
): (input: Input) => PreparedJson {
  let last: { key: string; answer: PreparedJson } | undefined;
  return (input) => {
    const key = JSON.stringify(input);
    if (last?.key !== key) last = { key, answer: prepare(input) };
    return last.answer;
  };
}
