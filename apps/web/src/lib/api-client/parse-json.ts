/** JSON.parse that answers undefined for an empty or non-JSON body, so schemas report the mismatch. */
export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
