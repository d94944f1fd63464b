import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { SubmitApplicationResponse } from '@aviation-permits/domain/application';
import type { ErrorSummaryItem } from '@/components/form/error-summary';
import { ApiError } from '@/lib/api-client/api-error';
import {
  APPLICATION_SECTIONS,
  sectionOfField,
  type SectionKey,
} from '@/lib/application-sections/application-sections';
import { useSubmitApplication } from '../api/submit-application';
import { fieldId } from '../components/field-id';
import {
  APPLY_ANYWAY_FIELD,
  APPLY_ANYWAY_REQUIRED,
  type ApplyAnywayChoice,
} from '../components/steps/fee-and-choice';
import type { Autosaver } from '../model/autosaver';
import { flattenErrors } from '../model/flatten-errors';
import { draftOf, tableFieldName, type ApplicationFormValues } from '../model/form-values';
import { needsNoPermit, reviewEligibility, type ReviewFigures } from '../model/review-eligibility';

/** The server names a form's input `form.venue`; the form names it `venue`. */
const SERVER_FIELD_PREFIX = 'form.';

/** A message that stops the submission, with the step that holds its field. */
interface SummaryItem {
  field: string;
  message: string;
  section: SectionKey;
}

interface SubmissionOptions {
  form: UseFormReturn<ApplicationFormValues>;
  category: CategoryId;
  /** Editing after submission (Need Your Action): the applicant already chose to apply. */
  submitted: boolean;
  reviewFigures: ReviewFigures;
  autosaver: Autosaver;
  /** Opens a step without its checks, for a message to be corrected there. */
  openStep(step: number): void;
  onSubmitted(answer: SubmitApplicationResponse): void;
}

/**
 * Submit (APP-46 to APP-49, APP-70): the whole form checked, the draft saved, then sent; every
 * message that stops it, the browser's or the server's, listed in the error summary with a "Go to"
 * the step that holds its field (APP-81). When the rules say no permit is needed, applying is the
 * applicant's stated choice.
 */
export function useApplicationSubmission(options: SubmissionOptions) {
  const { form, category, autosaver } = options;
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [applyAnyway, setApplyAnyway] = useState({
    confirmed: false,
    error: undefined as string | undefined,
  });
  const submit = useSubmitApplication();

  function showSummary(items: { field: string; message: string }[]) {
    const type = form.getValues('activityType');
    setSummary(
      items.map((item) => ({ ...item, section: sectionOfField(item.field, category, type) })),
    );
    setAttempt((count) => count + 1);
  }

  function openField(item: SummaryItem) {
    options.openStep(APPLICATION_SECTIONS.findIndex(({ key }) => key === item.section));
    // After the step has rendered its inputs.
    setTimeout(() => document.getElementById(fieldId(item.field))?.focus(), 0);
  }

  const onValid = async () => {
    setSummary([]);
    if (
      !options.submitted &&
      !applyAnyway.confirmed &&
      needsNoPermit(reviewEligibility(form.getValues(), options.reviewFigures))
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
      options.onSubmitted(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const refused = error.errors.map(({ field, errorMessage }) => ({
        field: field.startsWith(SERVER_FIELD_PREFIX)
          ? field.slice(SERVER_FIELD_PREFIX.length)
          : field,
        message: errorMessage,
      }));
      for (const { field, message } of refused) {
        form.setError(tableFieldName(field), { type: 'server', message });
      }
      showSummary(refused);
    }
  };

  const summaryItems: ErrorSummaryItem[] = summary.map((item) => ({
    key: `${item.field}:${item.message}`,
    message: item.message,
    action: {
      label: `Go to ${APPLICATION_SECTIONS.find(({ key }) => key === item.section)?.title ?? ''}`,
      onClick: () => openField(item),
    },
  }));

  const applyAnywayChoice: ApplyAnywayChoice = {
    ...applyAnyway,
    onChange: (confirmed) => setApplyAnyway({ confirmed, error: undefined }),
  };

  return {
    submitForm: form.handleSubmit(onValid, (errors) => showSummary(flattenErrors(errors))),
    pending: submit.isPending,
    summaryItems,
    attempt,
    applyAnywayChoice,
  };
}
