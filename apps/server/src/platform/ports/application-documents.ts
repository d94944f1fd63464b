import type { ApplicationDocument } from '@aviation-permits/domain/application';
import type { SniffedContentType } from '../../adapters/files/sniff-content-type.js';
import type { PortalSession } from '../sessions/session.service.js';

// MAP-16: the licence-map screenshot becomes one of an application's supporting documents. The
// map-upload module reads and checks the upload; the application module, which owns applications,
// their documents table and their files, stores it under its own rules.

/** A file already read and checked by content; its name is the portal's, not the uploader's. */
interface AttachedFile {
  fileName: string;
  contentType: SniffedContentType;
  content: Buffer;
}

export interface ApplicationDocumentsPort {
  /**
   * Adds the file to an application the session may see (its own, or its entity's for a Corppass
   * user) as a supporting document, under document/upload's rules (an ACTIVE account, an editable
   * application, at most 5 documents), refusing with the same typed errors. Answers the
   * application's documents after the call, oldest first.
   */
  attach(
    session: PortalSession,
    applicationId: string,
    file: AttachedFile,
  ): Promise<readonly ApplicationDocument[]>;
}
