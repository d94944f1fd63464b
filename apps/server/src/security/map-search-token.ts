import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// MAP-7, MAP-13: the token the browser sends to the portal's map service. A short-lived JWT
// (HS256, with the key derived from APP_SECRET for this purpose alone): the browser reads its
// `exp` to know when to fetch another (MAP-8); the map service accepts only what this key signed
// for this audience, within its lifetime. It says nothing about the visitor: the map is public
// (the Enquiry Tool), the token only proves that the caller came through the portal's page. Each
// carries an id of its own (`jti`), so two visitors served in the same second hold different
// tokens and never share the per-token limit of MAP-18.

/** Long enough for a form's worth of searches, short enough that a copied token soon dies. */
export const MAP_SEARCH_TOKEN_LIFETIME_S = 30 * 60;
const ISSUER = 'aviation-permits';
const AUDIENCE = 'map-service';

export interface MapSearchTokens {
  issue(): Promise<string>;
  /** False for a missing, forged, expired or otherwise unreadable token. */
  isValid(token: string | undefined): Promise<boolean>;
}

export function createMapSearchTokens(secret: string, now: () => Date): MapSearchTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue() {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setJti(randomUUID())
        .setExpirationTime(issuedAt + MAP_SEARCH_TOKEN_LIFETIME_S)
        .sign(key);
    },
    async isValid(token) {
      if (!token) return false;
      try {
        await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          requiredClaims: ['exp'],
        });
        return true;
      } catch {
        // Whatever jose could not verify (malformed, forged, expired) is refused alike.
        return false;
      }
    },
  };
}
