import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/config.js';
import { serializeRequest } from './logged-request.js';
import { redactPersonalKeys } from './redact-personal-keys.js';
import { serializeError } from './scrub-personal-data.js';

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
    formatters: { log: redactPersonalKeys },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
    ...(readable ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
}
