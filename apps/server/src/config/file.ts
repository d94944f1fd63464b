import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonFileResult } from '@aviation-permits/domain/validation';

// A file the authority writes and a variable names (the temporary restricted areas, the
// auto-approval policy), read by config.ts once, at start, relative to the working directory. A
// file that cannot be read or does not hold what it should stops the start, naming the variable.

export interface ConfigFileReading<T> {
  /** The file's value; `absent` when the variable is not set or the file is wrong. */
  value: T;
  problems: Map<string, string>;
}

export function readConfigFile<T>(
  values: Record<string, string>,
  variable: string,
  workingDirectory: string,
  { absent, parse }: { absent: T; parse: (text: string) => JsonFileResult<T> },
): ConfigFileReading<T> {
  const file = values[variable];
  if (file === undefined) return { value: absent, problems: new Map() };
  const fullPath = path.resolve(workingDirectory, file);
  let text: string;
  try {
    text = readFileSync(fullPath, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return {
      value: absent,
      problems: new Map([[variable, `${variable}: cannot read ${fullPath} (${reason})`]]),
    };
  }
  const parsed = parse(text);
  return parsed.success
    ? { value: parsed.value, problems: new Map() }
    : { value: absent, problems: new Map([[variable, `${variable}: ${parsed.problem}`]]) };
}
