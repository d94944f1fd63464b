// The id of the JSON script element in which the server hands the web app its settings
// (portal-config.ts), apart from their schema: the web app finds the element before it loads zod
// (PERF-8).
export const PORTAL_CONFIG_ELEMENT_ID = 'portal-config';
