// The authority's officers (OFF-1): a people apart from the applicants, with their own table,
// sign-in and session. Operators create them (`npm run officers`); the role decides what the
// officer console lets them do (OFF-8: the audit trail is for supervisors).

export const OFFICER_ROLES = ['officer', 'supervisor'] as const;
export type OfficerRole = (typeof OFFICER_ROLES)[number];

/** A disabled officer cannot sign in, and their running sessions end at their next request (OFF-6). */
export const OFFICER_STATUSES = ['active', 'disabled'] as const;
export type OfficerStatus = (typeof OFFICER_STATUSES)[number];
