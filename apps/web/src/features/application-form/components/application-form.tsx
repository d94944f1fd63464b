import { formatSingaporeDate } from '@aviation-permits/domain/validation';
import { leadTimeMessage } from '@aviation-permits/domain/messages';
import type {
  ApplicationDocument,
  ApplicationStatus,
  SubmitApplicationResponse,
} from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { ErrorSummary } from '@/components/form/error-summary';
import { APPLICATION_SECTIONS } from '@/lib/application-sections/application-sections';
import { useMapSearchClient } from '@/lib/map-search/use-map-search-client';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import type { FormRules } from '../api/form-init-data-query';
import { useApplicationDocuments } from '../hooks/use-application-documents';
import { useApplicationSteps } from '../hooks/use-application-steps';
import { useApplicationSubmission } from '../hooks/use-application-submission';
import { useDraftSaving } from '../hooks/use-draft-saving';
import { useStepForm } from '../hooks/use-step-form';
import type { DraftRef } from '../model/autosaver';
import type { ApplicationFormValues } from '../model/form-values';
import type { UnsavedEdit } from '../model/unsaved-edit-store';
import { DeleteDraftButton } from './delete-draft-button';
import { SaveStatusLine } from './save-status';
import { StepIndicator } from './step-indicator';
import { UnsavedEditNotice } from './unsaved-edit-notice';
import { ActivityStep } from './steps/activity-step';
import { DatesStep } from './steps/dates-step';
import { DocumentsStep } from './steps/documents-step';
import { LocationStep } from './steps/location-step';
import { PersonnelStep } from './steps/personnel-step';
import { ReviewStep } from './steps/review-step';

export const NEXT_LABEL = 'Save and continue';
const BACK_LABEL = 'Back';
const SUBMIT_LABEL = 'Submit';

export interface ApplicationFormProps {
  category: CategoryId;
  /** The signed-in account's e-mail: whose kept edits these are (APP-67). */
  account: string;
  initialValues: ApplicationFormValues;
  /** The restored draft; none for a new application until the first change. */
  initialDraft?: DraftRef;
  /** DRAFT, or NEED_YOUR_ACTION when editing after submission (location and type locked). */
  status: ApplicationStatus;
  initialDocuments: readonly ApplicationDocument[];
  rules: FormRules;
  /**
   * An edit this browser kept that the server never had (APP-67): `initialValues` already hold it
   * when it was made on the restored version; otherwise the server's copy moved on since.
   */
  unsavedEdit?: { edit: UnsavedEdit; onRestoredVersion: boolean };
  onCreated(draft: DraftRef): void;
  onReloadLatest(): void;
  onSubmitted(answer: SubmitApplicationResponse): void;
  onDeleted(): void;
}

/**
 * The multi-step application form (APP-1 to APP-49), validated with the domain's schemas: its
 * hooks save the draft, move between the steps, keep the documents and submit; this draws them.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { category, rules, status, unsavedEdit } = props;
  const submitted = status !== 'DRAFT';
  const context = { today: rules.today, holidays: rules.publicHolidays, applyLeadTime: !submitted };
  const { form, stepOnScreenRef } = useStepForm(props.initialValues, category, context);
  const draft = useDraftSaving({
    form,
    category,
    account: props.account,
    initialDraft: props.initialDraft,
    unsavedEdit,
    onCreated: props.onCreated,
  });
  const { autosaver } = draft;
  const { step, reached, heading, goTo, next, open } = useApplicationSteps({
    form,
    stepOnScreenRef,
    category,
    context,
    reopened: props.initialDraft !== undefined,
    // APP-45: a step change saves at once.
    onLeave: () => void autosaver.savePending(),
  });
  const reviewFigures = {
    today: rules.today,
    temporaryAreas: rules.temporaryRestrictedAreas,
    shipCrossingClearanceAboveM: rules.shipCrossingClearanceAboveM,
  };
  const submission = useApplicationSubmission({
    form,
    category,
    submitted,
    reviewFigures,
    autosaver,
    openStep: open,
    onSubmitted: props.onSubmitted,
  });
  const documents = useApplicationDocuments({
    form,
    initialDocuments: props.initialDocuments,
    draft: () => autosaver.draft(),
    savedDraft: draft.savedDraft,
  });
  const searchClient = useMapSearchClient();
  const { productName } = usePortalConfig();

  const section = APPLICATION_SECTIONS[step] ?? APPLICATION_SECTIONS[0];
  const last = step === APPLICATION_SECTIONS.length - 1;
  const stepProps = { form, category };
  return (
    <form
      noValidate
      aria-label="Application"
      onSubmit={(event) => void submission.submitForm(event)}
    >
      {!submitted && (
        <p className="form-text mt-0">
          {leadTimeMessage(rules.leadTimeWorkingDays)} The earliest start date is{' '}
          {formatSingaporeDate(rules.earliestStartDate)}.
        </p>
      )}
      <StepIndicator current={step} reached={reached} onSelect={goTo} />
      <SaveStatusLine status={draft.status} onReload={props.onReloadLatest} />
      {unsavedEdit && draft.unsavedEditOutcome && (
        <UnsavedEditNotice
          outcome={draft.unsavedEditOutcome}
          onRestore={() => draft.restoreUnsavedEdit(unsavedEdit.edit)}
          onDiscard={draft.discardUnsavedEdit}
        />
      )}
      <ErrorSummary attempt={submission.attempt} items={submission.summaryItems} />
      <h2 ref={heading} tabIndex={-1} className="h4">
        Step {step + 1} of {APPLICATION_SECTIONS.length}: {section.title}
      </h2>
      <fieldset disabled={draft.status.state === 'conflict' || submission.pending}>
        {section.key === 'activity' && <ActivityStep {...stepProps} typeLocked={submitted} />}
        {section.key === 'dates' && <DatesStep {...stepProps} maxRows={rules.maxDateTimeRows} />}
        {section.key === 'location' && (
          <LocationStep
            {...stepProps}
            locked={submitted}
            searchClient={searchClient}
            productName={productName}
            attachScreenshot={documents.attachScreenshot}
          />
        )}
        {section.key === 'personnel' && (
          <PersonnelStep
            {...stepProps}
            minPeople={rules.minSafetyPersonnel}
            maxPeople={rules.maxSafetyPersonnel}
          />
        )}
        {section.key === 'documents' && (
          <DocumentsStep
            documents={documents.documents}
            progress={documents.progress}
            uploadError={documents.uploadError}
            editable
            onUpload={documents.uploadFiles}
            onClearError={documents.clearUploadError}
            onDownload={documents.downloadFile}
            onRemove={documents.removeFile}
          />
        )}
        {section.key === 'review' && (
          <ReviewStep
            {...stepProps}
            {...reviewFigures}
            fees={submitted ? undefined : rules.fees}
            applyAnyway={submission.applyAnywayChoice}
            documents={documents.documents}
            declarations={rules.declarations}
          />
        )}
        <div className="d-flex flex-wrap gap-2 mt-3">
          {step > 0 && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => goTo(step - 1)}
            >
              {BACK_LABEL}
            </button>
          )}
          {/* Keyed apart: the clicked "continue" button must not become the submit button
              before the click's default action runs, or moving to the last step would submit. */}
          {last ? (
            <button key="submit" type="submit" className="btn btn-primary">
              {SUBMIT_LABEL}
            </button>
          ) : (
            <button key="next" type="button" className="btn btn-primary" onClick={next}>
              {NEXT_LABEL}
            </button>
          )}
          {status === 'DRAFT' && autosaver.draft() && (
            <DeleteDraftButton draft={autosaver.draft()} onDeleted={props.onDeleted} />
          )}
        </div>
      </fieldset>
    </form>
  );
}
