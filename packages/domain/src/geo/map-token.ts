import { z } from 'zod';

// MAP-7, MAP-13: the answer of the map init call. The token is a short-lived JWT the portal signs
// for its own map service; the browser only reads its `exp` claim (MAP-8) and sends it back as
// the Authorization header of each search. OneMap's own token never leaves the server.

export const mapTokenAnswerSchema = z.object({ token: z.string() });
export type MapTokenAnswer = z.infer<typeof mapTokenAnswerSchema>;
