// SEC-7: no personal data reaches a log line. Request bodies are never logged, but an error can
// still carry one: a database error repeats its query's parameters (a whole profile: name, NRIC,
// date of birth, mobile), an identity provider's error quotes the claims it refused. Such errors
// pass through here before they are written: query parameters are dropped, and anything shaped
// like an NRIC/FIN, an e-mail address or a Singapore phone number is masked wherever it stands.

// Up to the stack frames, which follow a query error's message.
const QUERY_PARAMETERS = /\n?params: [\s\S]*?(?=\n\s+at |$)/;
const MASKS: readonly [RegExp, string][] = [
  [/[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, '[email]'],
  [/\b[STFGMstfgm]\d{7}[A-Za-z]\b/g, '[nric]'],
  [/(?:\+65[\s-]?)?\b[3689]\d{3}[\s-]?\d{4}\b/g, '[phone]'],
];

/** The text with query parameters removed and personal identifiers masked. */
export function scrubPersonalData(text: string): string {
  return MASKS.reduce(
    (scrubbed, [pattern, mask]) => scrubbed.replace(pattern, mask),
    text.replace(QUERY_PARAMETERS, ''),
  );
}

// A type, not an interface: pino's serializer type asks for an object with an index signature.
export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SerializedError;
};

const MAX_CAUSE_DEPTH = 3;
/** PostgreSQL's error codes (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * pino's `err` serializer: the error's type, code, message and stack, scrubbed, and its causes the
 * same way. Other properties (a query's `params`, a response body, claims) are left out on purpose.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubPersonalData(String(error)), stack: '' };
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  // A database's own message quotes the values it refused ("invalid input syntax for type
  // integer: \"Tan Ah Kow\"") and no pattern finds a name: its code and type say enough.
  if (code && SQLSTATE.test(code)) {
    return { type: error.name, message: `database error, SQLSTATE ${code}`, stack: '', code };
  }
  return {
    type: error.name,
    message: scrubPersonalData(error.message),
    stack: scrubPersonalData(error.stack ?? ''),
    ...(code ? { code } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}
