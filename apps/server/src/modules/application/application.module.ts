import type { PortalModule } from '../../platform/portal-module.js';
import { createApplicationDocumentRepository } from './application-document.repository.js';
import { createApplicationDocumentsPort } from './application-documents-port.js';
import { applicationDocumentRoutes } from './application-documents.routes.js';
import { createApplicationDocumentsService } from './application-documents.service.js';
import { applicationDraftRoutes } from './application-draft.routes.js';
import { createApplicationDraftService } from './application-draft.service.js';
import { formInitDataRoutes } from './application-form-init-data.routes.js';
import { applicationSubmitRoutes } from './application-submit.routes.js';
import { createApplicationSubmissionService } from './application-submission.service.js';
import { applicationRoutes } from './application.routes.js';
import { createApplicationRepository } from './application.repository.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';
import { createApplicationPaymentsPort } from './application-payments-port.js';
import { createApplicationDecisionsService } from './application-decisions.service.js';
import { createProcessingEntries } from './application-processing-entries.js';
import { createOfficerDocumentDownload } from './officer-document-download.js';
import { applicationWithdrawalRoutes } from './application-withdrawal.routes.js';
import { applicationPermitRoutes } from './application-permit.routes.js';
import { createApplicationWithdrawalService } from './application-withdrawal.service.js';

// The permits service's application calls: shared and per-form initial data, drafts, submission,
// documents and the dashboard (docs/applications.md).

export const applicationModule: PortalModule = {
  name: 'application',
  build: ({
    port,
    config,
    db,
    files,
    mailer,
    now,
    logger,
    temporaryRestrictedAreas,
    publicHolidays,
  }) => {
    const applications = createApplicationRepository(db);
    const permits = port('permits');
    // What a later module does as an application arrives in Processing (the auto-approval policy).
    const processingEntries = createProcessingEntries(logger);
    const documents = createApplicationDocumentRepository(db);
    const drafts = createApplicationDraftService({ db, applications, documents, files, now });
    const submissions = createApplicationSubmissionService({
      db,
      applications,
      documents,
      mailer,
      fees: config.fees,
      authorityName: config.portal.authorityName,
      publicOrigin: config.publicOrigin,
      now,
      holidays: publicHolidays,
      temporaryRestrictedAreas,
      shipCrossingClearanceAboveM: config.eligibility.shipCrossingClearanceAboveM,
      processingEntries,
    });
    const documentFiles = createApplicationDocumentsService({
      db,
      applications,
      documents,
      files,
      now,
    });
    // What the officers' decisions and the applicant's withdrawal need: a move, its event and mail.
    const statusMoves = {
      db,
      applications,
      documents,
      mailer,
      permits,
      authorityName: config.portal.authorityName,
      publicOrigin: config.publicOrigin,
      now,
    };
    return {
      provides: {
        applicationDocuments: createApplicationDocumentsPort(documentFiles),
        applicationPayments: createApplicationPaymentsPort({
          db,
          applications,
          processingEntries,
          now,
        }),
        processingEntries: processingEntries.port,
        applicationDecisions: {
          ...createApplicationDecisionsService(statusMoves),
          document: createOfficerDocumentDownload({ db, documents, files }),
        },
      },
      serviceRoutes: {
        permits: [
          applicationRoutes({ now, temporaryRestrictedAreas, eligibility: config.eligibility }),
          formInitDataRoutes({
            now,
            holidays: publicHolidays,
            temporaryRestrictedAreas,
            eligibility: config.eligibility,
            fees: config.fees,
          }),
          applicationDraftRoutes(drafts),
          applicationWithdrawalRoutes(createApplicationWithdrawalService(statusMoves)),
          applicationPermitRoutes(applications, permits),
          applicationSubmitRoutes(submissions),
          applicationDocumentRoutes(documentFiles),
          dashboardRoutes(
            createDashboardService({ dashboard: createDashboardRepository(db), now }),
          ),
        ],
      },
      // Documents' files follow their rows: orphans go, renames a crash cut short finish.
      pruners: [
        async (at) => {
          await documentFiles.sweepFiles(at);
        },
      ],
    };
  },
};
