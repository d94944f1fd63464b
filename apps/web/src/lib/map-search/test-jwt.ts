// Test helper: a JWT-shaped token whose payload carries `exp` (seconds). Unsigned: the browser only
// reads the expiry; the server checks signatures.
export function testJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
