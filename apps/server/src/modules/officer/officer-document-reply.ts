import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentFile } from '../../adapters/files/document-file.js';
import { NotFoundError } from '../../errors/http-errors.js';
import { sendAttachment } from '../../http/attachment-reply.js';
import type { ReadAudit } from './officer-read-audit.js';

/** Whose document an officer downloads: the audit row's subject. */
interface DownloadedDocument {
  subjectType: 'application' | 'account';
  subjectId: string;
  documentId: string;
}

/**
 * Answers an officer's download of an application's or an account's document (OFF-40): 404 when
 * there is no such document, which writes no row; else the audit row (OFF-41), then the file. The
 * row names the document's id, never its name, as a file name may carry personal data.
 */
export async function sendAuditedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  auditRead: ReadAudit,
  file: DocumentFile | undefined,
  { subjectType, subjectId, documentId }: DownloadedDocument,
): Promise<FastifyReply> {
  if (!file) throw new NotFoundError('The document does not exist.');
  try {
    await auditRead(request, {
      action: `${subjectType}.document-download`,
      subjectType,
      subjectId,
      message: `document ${documentId}`,
    });
  } catch (error) {
    // The file is already open (a stream, OPS-68): nothing will read it, so let go of it.
    file.content.destroy();
    throw error;
  }
  return sendAttachment(reply, file);
}
