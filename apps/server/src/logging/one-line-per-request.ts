import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One log line per request, written once the answer has gone: what was asked (method, address,
// client), how it was answered and how long it took. Fastify's default writes two (on arrival and
// on completion), each paying again for the redaction of SEC-7, and the arrival line says nothing
// the completion line does not (PERF-2). Request bodies are never logged (SEC-7), nor query
// strings: `req` is written by logged-request.ts's serializer (SEC-18).

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
