import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { serializeError } from './logging/scrub-personal-data.js';

/**
 * Keys under which personal data could sit in an object someone logs (SEC-7). Request bodies are
 * never logged; these catch a careless `log.info({ account })` one or two levels down.
 */
const PERSONAL_KEYS = [
  'email',
  'alternateEmail',
  'name',
  'fullName',
  'idNumber',
  'nric',
  'uinfin',
  'dateOfBirth',
  'mobileNumber',
  'officeNumber',
  'homeNumber',
  'faxNumber',
  'contactNumber',
];
const PERSONAL_PATHS = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * pino through Fastify: JSON lines for log collectors, readable lines for a developer at a
 * terminal. Credentials and personal data never reach the log (SEC-7).
 */
export function loggerOptions(
  config: AppConfig,
  /** Where the lines go instead of standard output (tests read them). */
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  const readable = !stream && config.environment === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-access-content"]',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'req.body',
        ...PERSONAL_PATHS,
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
    ...(readable ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
}
