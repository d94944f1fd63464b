import type { z } from 'zod';

// A configuration file the authority writes as JSON (the temporary restricted areas, the
// auto-approval policy), read by the server at start: its value, or one line that says what is
// wrong and where ("rules.0.id: …"), which the server prints after the variable's name.

export type JsonFileResult<T> = { success: true; value: T } | { success: false; problem: string };

export function parseJsonFile<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): JsonFileResult<z.output<Schema>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: false, problem: 'is not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { success: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
  );
  return { success: false, problem: problems.join('; ') };
}
