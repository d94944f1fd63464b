import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationSubmissionSchema,
  checkFileCount,
  FILE_MESSAGES,
  leadTimeMessage,
} from '@aviation-permits/domain';
import type {
  ApplicationDocument,
  ApplicationStatus,
  CategoryId,
  SubmitApplicationResponse,
} from '@aviation-permits/domain';
import type { ScreenshotAttachment } from '@/components/map';
import { ApiError } from '@/lib/api-client/api-error';
import { useDownloadDocument } from '@/lib/application-api/download-document';
import {
  APPLICATION_SECTIONS,
  sectionFieldNames,
  sectionOfField,
} from '@/lib/application-sections/application-sections';
import { useMapSearchClient } from '@/lib/map-search/use-map-search-client';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { useRemoveDocument, useUploadDocuments } from '../api/document-calls';
import type { FormRules } from '../api/form-init-data-query';
import { screenshotRefusalMessage, useUploadScreenshot } from '../api/screenshot-upload';
import { useSubmitApplication } from '../api/submit-application';
import { useAutosave } from '../hooks/use-autosave';
import type { DraftRef } from '../model/autosaver';
import { flattenErrors } from '../model/flatten-errors';
import { draftOf, formFromDraft, type ApplicationFormValues } from '../model/form-values';
import { furthestReachableStep } from '../model/reachable-step';
import { needsNoPermit, reviewEligibility } from '../model/review-eligibility';
import { unsavedEditStore, type UnsavedEdit } from '../model/unsaved-edit-store';
import { DeleteDraftButton } from './delete-draft-button';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { fieldId } from './field-id';
import { SaveStatusLine } from './save-status';
import { StepIndicator } from './step-indicator';
import { UnsavedEditNotice, type UnsavedEditOutcome } from './unsaved-edit-notice';
import { ActivityStep } from './steps/activity-step';
import { DatesStep } from './steps/dates-step';
import { DocumentsStep } from './steps/documents-step';
import { LocationStep } from './steps/location-step';
import { PersonnelStep } from './steps/personnel-step';
import {
  APPLY_ANYWAY_FIELD,
  APPLY_ANYWAY_REQUIRED,
  type ApplyAnywayChoice,
} from './steps/fee-and-choice';
import { ReviewStep } from './steps/review-step';

export const NEXT_LABEL = 'Save and continue';
const BACK_LABEL = 'Back';
const SUBMIT_LABEL = 'Submit';

/** The server names a form's input `form.venue`; the form names it `venue`. */
const SERVER_FIELD_PREFIX = 'form.';

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

/** The multi-step application form (APP-1 to APP-49), validated with the domain's schemas. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { category, rules, status } = props;
  const submitted = status !== 'DRAFT';
  const context = { today: rules.today, holidays: rules.publicHolidays, applyLeadTime: !submitted };
  const form = useForm<FieldValues>({
    resolver: zodResolver(applicationSubmissionSchema(context)) as unknown as Resolver<FieldValues>,
    defaultValues: props.initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [backup] = useState(() => unsavedEditStore(props.account));
  const { autosaver, status: saveStatus } = useAutosave(
    props.initialDraft,
    props.onCreated,
    backup,
  );
  const [unsavedEditOutcome, setUnsavedEditOutcome] = useState<UnsavedEditOutcome | undefined>(
    props.unsavedEdit && (props.unsavedEdit.onRestoredVersion ? 'restored' : 'movedOn'),
  );
  const [step, setStep] = useState(0);
  // APP-71: how far the step list reaches; a reopened draft reaches every step it already passes.
  const [reached, setReached] = useState(() =>
    props.initialDraft ? furthestReachableStep(props.initialValues, category, context) : 0,
  );
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [documents, setDocuments] = useState(props.initialDocuments);
  const [progress, setProgress] = useState<number | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  // APP-70: applying when the rules say no permit is needed is the applicant's stated choice.
  const [applyAnyway, setApplyAnyway] = useState({
    confirmed: false,
    error: undefined as string | undefined,
  });
  const applyAnywayChoice: ApplyAnywayChoice = {
    ...applyAnyway,
    onChange: (confirmed) => setApplyAnyway({ confirmed, error: undefined }),
  };
  const reviewFigures = {
    today: rules.today,
    temporaryAreas: rules.temporaryRestrictedAreas,
    shipCrossingClearanceAboveM: rules.shipCrossingClearanceAboveM,
  };
  const upload = useUploadDocuments();
  const uploadScreenshot = useUploadScreenshot();
  const removeDocument = useRemoveDocument();
  const submit = useSubmitApplication();
  const download = useDownloadDocument(autosaver.draft()?.id ?? '');
  const searchClient = useMapSearchClient();
  const { productName } = usePortalConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef(false);

  // APP-45: every change is saved after a pause; a reset (the restored draft) is not a change.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name !== undefined || type !== undefined) {
            autosaver.schedule(draftOf(form.getValues()));
          }
        },
      }),
    [form, autosaver],
  );

  // APP-67: an edit restored onto its own version is sent as the form opens, with the version check.
  const [saveRestoredEdit] = useState(props.unsavedEdit?.onRestoredVersion === true);
  useEffect(() => {
    if (saveRestoredEdit) autosaver.schedule(draftOf(form.getValues()));
  }, [autosaver, form, saveRestoredEdit]);

  function restoreSetAsideEdit(edit: UnsavedEdit) {
    const documents = {
      supportingDocumentIds: form.getValues('supportingDocumentIds') as string[],
    };
    form.reset(formFromDraft({ ...edit.form, ...documents }));
    autosaver.schedule(draftOf(form.getValues()));
    setUnsavedEditOutcome('restored');
  }

  useEffect(() => {
    if (focusOnStep.current) heading.current?.focus();
    focusOnStep.current = false;
  }, [step]);

  const activityType = form.getValues('activityType') as unknown;
  const section = APPLICATION_SECTIONS[step] ?? APPLICATION_SECTIONS[0];

  function goTo(next: number) {
    // APP-45: a step change saves at once.
    void autosaver.savePending();
    focusOnStep.current = true;
    setStep(next);
    setReached((furthest) => Math.max(furthest, next));
  }

  async function next() {
    const names = sectionFieldNames(section.key, category, activityType);
    if (await form.trigger(names, { shouldFocus: true })) goTo(step + 1);
  }

  function showSummary(items: { field: string; message: string }[]) {
    const type = form.getValues('activityType') as unknown;
    setSummary(
      items.map((item) => ({ ...item, section: sectionOfField(item.field, category, type) })),
    );
    setAttempt((count) => count + 1);
  }

  function openField(item: SummaryItem) {
    const index = APPLICATION_SECTIONS.findIndex(({ key }) => key === item.section);
    setStep(index);
    // After the step has rendered its inputs.
    setTimeout(() => document.getElementById(fieldId(item.field))?.focus(), 0);
  }

  const onValid = async () => {
    setSummary([]);
    if (
      !submitted &&
      !applyAnyway.confirmed &&
      needsNoPermit(reviewEligibility(form.getValues(), reviewFigures))
    ) {
      setApplyAnyway({ confirmed: false, error: APPLY_ANYWAY_REQUIRED });
      setSummary([
        { field: APPLY_ANYWAY_FIELD, message: APPLY_ANYWAY_REQUIRED, section: 'review' },
      ]);
      setAttempt((count) => count + 1);
      return;
    }
    const values = draftOf(form.getValues());
    const draft = await autosaver.saveNow(values);
    if (!draft) return;
    try {
      const answer = await submit.mutateAsync({ category, ...draft, form: values });
      autosaver.dispose();
      props.onSubmitted(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const refused = error.errors.map(({ field, errorMessage }) => ({
        field: field.startsWith(SERVER_FIELD_PREFIX)
          ? field.slice(SERVER_FIELD_PREFIX.length)
          : field,
        message: errorMessage,
      }));
      for (const { field, message } of refused) form.setError(field, { type: 'server', message });
      showSummary(refused);
    }
  };

  const submitForm = form.handleSubmit(onValid, (errors) => showSummary(flattenErrors(errors)));

  async function uploadFiles(files: File[]) {
    setUploadError(undefined);
    const draft = autosaver.draft() ?? (await autosaver.saveNow(draftOf(form.getValues())));
    if (!draft) return;
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({
        applicationId: draft.id,
        files,
        onProgress: setProgress,
      });
      showDocuments(answer.documents);
    } catch {
      // APP-43: the list of what an upload needs; the shared handler has toasted the reason.
      setUploadError(FILE_MESSAGES.uploadFailed);
    } finally {
      setProgress(undefined);
    }
  }

  async function removeFile(document: ApplicationDocument) {
    const draft = autosaver.draft();
    if (!draft) return;
    try {
      await removeDocument.mutateAsync({ applicationId: draft.id, documentId: document.id });
    } catch {
      setUploadError(FILE_MESSAGES.removalFailed);
      return;
    }
    showDocuments(documents.filter(({ id }) => id !== document.id));
  }

  function showDocuments(list: readonly ApplicationDocument[]) {
    setDocuments(list);
    form.setValue(
      'supportingDocumentIds',
      list.map(({ id }) => id),
      { shouldDirty: true },
    );
  }

  // MAP-16: the map's "Attach to application" sends the screenshot through the map-upload service.
  const attachScreenshot: ScreenshotAttachment = {
    async send(image, onProgress) {
      const tooMany = checkFileCount(documents.length + 1, 'application');
      if (tooMany) return { ok: false, message: tooMany };
      const draft = autosaver.draft() ?? (await autosaver.saveNow(draftOf(form.getValues())));
      if (!draft) return { ok: false, message: FILE_MESSAGES.uploadFailed };
      try {
        const answer = await uploadScreenshot.mutateAsync({
          applicationId: draft.id,
          image,
          onProgress,
        });
        showDocuments(answer.documents);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: screenshotRefusalMessage(error) };
      }
    },
  };

  const last = step === APPLICATION_SECTIONS.length - 1;
  const stepProps = { form, category };
  return (
    <form noValidate aria-label="Application" onSubmit={(event) => void submitForm(event)}>
      {!submitted && (
        <p className="form-text mt-0">
          {leadTimeMessage(rules.leadTimeWorkingDays)} The earliest start date is{' '}
          {rules.earliestStartDate}.
        </p>
      )}
      <StepIndicator current={step} reached={reached} onSelect={goTo} />
      <SaveStatusLine status={saveStatus} onReload={props.onReloadLatest} />
      {props.unsavedEdit && unsavedEditOutcome && (
        <UnsavedEditNotice
          outcome={unsavedEditOutcome}
          onRestore={() => props.unsavedEdit && restoreSetAsideEdit(props.unsavedEdit.edit)}
          onDiscard={() => {
            backup.clear(autosaver.draft(), category);
            setUnsavedEditOutcome(undefined);
          }}
        />
      )}
      <ErrorSummary items={summary} attempt={attempt} onGoTo={openField} />
      <h2 ref={heading} tabIndex={-1} className="h4">
        Step {step + 1} of {APPLICATION_SECTIONS.length}: {section.title}
      </h2>
      <fieldset disabled={saveStatus.state === 'conflict' || submit.isPending}>
        {section.key === 'activity' && <ActivityStep {...stepProps} typeLocked={submitted} />}
        {section.key === 'dates' && <DatesStep {...stepProps} maxRows={rules.maxDateTimeRows} />}
        {section.key === 'location' && (
          <LocationStep
            {...stepProps}
            locked={submitted}
            searchClient={searchClient}
            productName={productName}
            attachScreenshot={attachScreenshot}
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
            documents={documents}
            progress={progress}
            uploadError={uploadError}
            editable
            onUpload={(files) => void uploadFiles(files)}
            onClearError={() => setUploadError(undefined)}
            onDownload={(document) => download.mutate(document)}
            onRemove={(document) => void removeFile(document)}
          />
        )}
        {section.key === 'review' && (
          <ReviewStep
            {...stepProps}
            {...reviewFigures}
            fees={submitted ? undefined : rules.fees}
            applyAnyway={applyAnywayChoice}
            documents={documents}
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
            <button
              key="next"
              type="button"
              className="btn btn-primary"
              onClick={() => void next()}
            >
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
