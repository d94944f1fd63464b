import type { ApplicationDocumentsPort } from '../../platform/ports/application-documents.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import type { ApplicationDocumentsService } from './application-documents.service.js';

// MAP-16: what the map-upload module needs of applications (platform/ports/application-documents.ts).
// The licence-map screenshot goes through the very upload of document/upload (APP-40 to APP-44,
// APP-55, APP-62): the same applicant scope, checks by content, size and name, count of 5, and
// files staged before the transaction and made live only once their row is committed.

export function createApplicationDocumentsPort(
  documents: ApplicationDocumentsService,
): ApplicationDocumentsPort {
  return {
    async attach(session, applicationId, file) {
      const request = { portalSession: session };
      await requireActiveAccount(request);
      return documents.upload(applicantOf(request), applicationId, async () => [
        { fileName: file.fileName, declaredType: file.contentType, content: file.content },
      ]);
    },
  };
}
