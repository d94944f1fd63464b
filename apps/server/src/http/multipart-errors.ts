import { HttpError } from '../errors/http-error.js';
import { BadRequestError } from '../errors/http-errors.js';

// ERR-4: what an upload route's multipart reader throws while it walks the parts is either ours
// (a typed HttpError: a limit, a bad field) or the parser's complaint about the body itself
// ("Unexpected end of multipart data", "Boundary not found", a premature close). The parser's
// complaints are the caller's fault: 400 in the envelope, never a 500.

const MALFORMED_MULTIPART_DETAIL =
  'The upload could not be read: the multipart body is malformed or incomplete.';

export function asMultipartError(error: unknown): HttpError {
  return error instanceof HttpError ? error : new BadRequestError(MALFORMED_MULTIPART_DETAIL);
}
