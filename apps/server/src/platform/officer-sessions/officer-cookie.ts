// The officer session's cookie (OFF-5): a name of its own, so an applicant's session cookie can
// never stand for an officer's nor the reverse. `__Host-` prefixed wherever cookies are Secure
// (SEC-3), HttpOnly, SameSite=Strict (an officer console is never entered from another site's link
// with its session), path /.

const BASE_NAME = 'officer-session';

export function officerSessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${BASE_NAME}` : BASE_NAME;
}

export function officerSessionCookieOptions(secureCookies: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;
}
