// Each call a client address no other caller in the test file has, so the per-client rate limits
// and counters never mix clients (or tests) that are meant to be apart.

let clients = 0;

export function newClientAddress(): string {
  clients += 1;
  return `10.0.${Math.floor(clients / 250)}.${clients % 250}`;
}
