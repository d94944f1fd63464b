import type { FastifyReply } from 'fastify';
import type { DocumentFile } from '../adapters/files/document-file.js';
import { attachmentDisposition } from './content-disposition.js';

/**
 * Sends a document as a download (APP-43, OFF-40): its stored content type, saved under its stored
 * name, and never kept by a shared cache or the browser's (it may hold personal data). The content
 * is piped from the storage as it comes (OPS-68), with its length, so the browser shows progress.
 */
export function sendAttachment(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
