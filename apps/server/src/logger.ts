import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * pino through Fastify: JSON lines for log collectors, readable lines for a developer at a
 * terminal. Credentials never reach the log.
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const readable = config.environment === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-access-content"]',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    ...(readable ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
}
