import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CATEGORIES, CATEGORY_IDS } from '@aviation-permits/domain/activity';
import { isEditable } from '@aviation-permits/domain/application';
import { readEnquiryPrefill } from '@aviation-permits/domain/eligibility';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type {
  ApplicationRecord,
  SubmitApplicationResponse,
} from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { LoadingOverlay } from '@/components/loading-overlay';
import { forgetApplicationStart } from '@/lib/application-start/application-start-store';
import { OfficerRequestAlert } from '@/components/officer-request-alert';
import { RecordNotFound } from '@/components/record-not-found';
import {
  applicationRecordQueryKey,
  useApplicationRecord,
} from '@/lib/application-api/application-record-query';
import { notify } from '@/lib/toast/notify';
import { useFormInitData } from '../api/form-init-data-query';
import { prefillValues } from '../model/enquiry-prefill-values';
import { emptyForm, formFromDraft } from '../model/form-values';
import { serverHasEdit, unsavedEditStore } from '../model/unsaved-edit-store';
import { ApplicationForm } from './application-form';
import { CategoryChooser } from './category-chooser';
import { SubmissionConfirmation } from './submission-confirmation';

function categoryOf(text: string | null): CategoryId | undefined {
  return CATEGORY_IDS.find((id) => String(id) === text);
}

/** A new application: the category (and type) from the address or the Enquiry Tool's answers. */
function NewApplication({
  category,
  account,
  onSubmitted,
}: {
  category: CategoryId;
  /** The signed-in account's e-mail: whose kept edits these are (APP-67). */
  account: string;
  onSubmitted(answer: SubmitApplicationResponse): void;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const rules = useFormInitData(category);
  // APP-67: what was typed into a new application whose first save never happened.
  const [edit] = useState(() => unsavedEditStore(account).read({ category }));
  // ENQ-20: the Enquiry Tool's start, kept for the landing after sign-in, is used now.
  useEffect(forgetApplicationStart, []);
  const [initialValues] = useState(() => {
    if (edit) return formFromDraft(edit.form);
    const values = { ...emptyForm(category), ...prefillValues(readEnquiryPrefill(params)) };
    // The enquiry's activity is one of category 4's types; the others type their activity.
    if (category !== 4) values.activityType = '';
    return values;
  });
  return (
    <ApplicationForm
      category={category}
      account={account}
      initialValues={initialValues}
      {...(edit ? { unsavedEdit: { edit, onRestoredVersion: true } } : {})}
      status="DRAFT"
      initialDocuments={[]}
      rules={rules}
      onCreated={({ id }) =>
        setParams(
          (current) => {
            const next = new URLSearchParams({ category: String(category) });
            next.set('id', id);
            const type = current.get('activityType');
            if (type) next.set('activityType', type);
            return next;
          },
          { replace: true },
        )
      }
      onReloadLatest={() => void navigate(0)}
      onSubmitted={onSubmitted}
      onDeleted={() => {
        notify('The draft was deleted.', { appearance: 'success' });
        void navigate(ROUTE_PATHS.dashboard);
      }}
    />
  );
}

/**
 * The application the address names, or the not-found page when it is not the applicant's to see
 * (ERR-15): the page's own frame is drawn only around an application.
 */
function SavedApplicationPage({
  id,
  heading,
  account,
  onSubmitted,
}: {
  id: string;
  heading: string;
  account: string;
  onSubmitted(answer: SubmitApplicationResponse): void;
}) {
  const lookup = useApplicationRecord(id);
  if (lookup.record === null) return <RecordNotFound reference={lookup.reference} />;
  const { record } = lookup;
  return (
    <PageFrame heading={heading}>
      {/* APP-72: the authority's request stays in view while the applicant answers it. */}
      <OfficerRequestAlert message={record.officerMessage} />
      <SavedApplication record={record} account={account} onSubmitted={onSubmitted} />
    </PageFrame>
  );
}

/** A saved draft (or an application sent back for changes), restored exactly as last saved. */
function SavedApplication({
  record,
  account,
  onSubmitted,
}: {
  record: ApplicationRecord;
  account: string;
  onSubmitted(answer: SubmitApplicationResponse): void;
}) {
  const { id } = record;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rules = useFormInitData(record.categoryId);
  // A new copy of the form for each reload of the latest version (APP-47).
  const [generation, setGeneration] = useState(0);
  // APP-67: an edit this browser kept because the server never had it, read once.
  const [edit] = useState(() => {
    const store = unsavedEditStore(account);
    const kept = store.read({ id });
    if (kept && serverHasEdit(kept, record.form)) {
      store.clear(record, record.categoryId);
      return undefined;
    }
    return kept;
  });
  if (!isEditable(record.status)) return <NotEditable record={record} />;
  const onRestoredVersion = edit?.version === record.version && generation === 0;
  const documents = { supportingDocumentIds: record.form.supportingDocumentIds };
  return (
    <ApplicationForm
      key={`${record.version}:${generation}`}
      category={record.categoryId}
      account={account}
      initialValues={formFromDraft(
        onRestoredVersion ? { ...edit.form, ...documents } : record.form,
      )}
      initialDraft={{ id: record.id, version: record.version }}
      {...(edit && generation === 0 ? { unsavedEdit: { edit, onRestoredVersion } } : {})}
      status={record.status}
      initialDocuments={record.documents}
      rules={rules}
      onCreated={() => undefined}
      onReloadLatest={() =>
        void queryClient
          .refetchQueries({ queryKey: applicationRecordQueryKey(id) })
          .then(() => setGeneration((count) => count + 1))
      }
      onSubmitted={onSubmitted}
      onDeleted={() => {
        notify('The draft was deleted.', { appearance: 'success' });
        void navigate(ROUTE_PATHS.dashboard);
      }}
    />
  );
}

function NotEditable({ record }: { record: ApplicationRecord }) {
  return (
    <div className="alert alert-info">
      <p>This application cannot be edited in its current status.</p>
      <Link to={`${ROUTE_PATHS.applicationDetails}?id=${record.id}`}>View the application</Link>
    </div>
  );
}

/**
 * /apply/permit and /application/details/edit: a new application of the address's category, or
 * the draft named by ?id=, which a reload, a new sign-in or another device restores (APP-45).
 */
export function ApplicationFormPage({ heading, account }: { heading: string; account: string }) {
  const [params] = useSearchParams();
  const [submitted, setSubmitted] = useState<SubmitApplicationResponse>();
  // Read once: the id a new application's first save adds to the address must not swap the form.
  const [id] = useState(() => params.get('id'));
  const category = categoryOf(params.get('category'));
  const loading = <LoadingOverlay label="Loading the application form" />;
  if (id && !submitted) {
    return (
      <Suspense fallback={loading}>
        <SavedApplicationPage
          key={id}
          id={id}
          heading={heading}
          account={account}
          onSubmitted={setSubmitted}
        />
      </Suspense>
    );
  }
  let content;
  if (submitted) content = <SubmissionConfirmation answer={submitted} />;
  else if (category)
    content = (
      <NewApplication
        key={category}
        category={category}
        account={account}
        onSubmitted={setSubmitted}
      />
    );
  else content = <CategoryChooser categories={CATEGORIES} />;
  return (
    <PageFrame heading={heading}>
      <Suspense fallback={loading}>{content}</Suspense>
    </PageFrame>
  );
}

function PageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container-fluid portal-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
