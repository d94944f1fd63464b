// The targets of docs/requirements.md the bench marks its figures against
// (docs/performance.md explains each).
export const TARGETS = {
  /** PERF-3: /home's initial JavaScript (entry + modulepreloads), gzip. */
  initialJsGzipKb: 150,
  /** PERF-3: /home's stylesheets, gzip. */
  initialCssGzipKb: 30,
  /** PERF-4 */
  lighthousePerformance: 95,
  /** PERF-4 */
  lighthouseAccessibility: 100,
  /** PERF-11: the Enquiry Tool interactive within 2 s on the mobile profile. */
  enquiryInteractiveMs: 2_000,
  /** PERF-11: an eligibility answer in the browser under 50 ms (95th percentile, 4x slower CPU). */
  enquiryAnswerMs: 50,
} as const;

export type Mark = 'pass' | 'miss' | '';

export function atMost(value: number, limit: number): Mark {
  return value <= limit ? 'pass' : 'miss';
}

export function atLeast(value: number, floor: number): Mark {
  return value >= floor ? 'pass' : 'miss';
}

/** Both marks must pass; an absent mark does not count. */
export function both(first: Mark, second: Mark): Mark {
  if (first === 'miss' || second === 'miss') return 'miss';
  return first || second;
}
