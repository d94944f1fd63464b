/** How a session was signed in: an e-mail one-time code, Singpass (individuals) or Corppass. */
export const LOGIN_KINDS = ['EMAIL', 'SINGPASS', 'CORPPASS'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];
