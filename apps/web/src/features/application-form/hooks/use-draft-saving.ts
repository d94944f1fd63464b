import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { UnsavedEditOutcome } from '../components/unsaved-edit-notice';
import type { DraftRef } from '../model/autosaver';
import { draftOf, formFromDraft, type ApplicationFormValues } from '../model/form-values';
import { unsavedEditStore, type UnsavedEdit } from '../model/unsaved-edit-store';
import { useAutosave } from './use-autosave';

interface DraftSavingOptions {
  form: UseFormReturn<ApplicationFormValues>;
  category: CategoryId;
  /** The signed-in account's e-mail: whose kept edits these are (APP-67). */
  account: string;
  /** The restored draft; none for a new application until the first change. */
  initialDraft: DraftRef | undefined;
  /** An edit this browser kept that the server never had (APP-67). */
  unsavedEdit: { edit: UnsavedEdit; onRestoredVersion: boolean } | undefined;
  onCreated(draft: DraftRef): void;
}

/**
 * The form's draft on the server (APP-45, APP-67): every change is saved after a pause; an edit
 * this browser kept is sent as the form opens when it was made on the restored version, or set
 * aside for the applicant to restore or discard when the server's copy moved on since.
 */
export function useDraftSaving(options: DraftSavingOptions) {
  const { form, category, unsavedEdit } = options;
  const [backup] = useState(() => unsavedEditStore(options.account));
  const { autosaver, status } = useAutosave(options.initialDraft, options.onCreated, backup);
  const [unsavedEditOutcome, setUnsavedEditOutcome] = useState<UnsavedEditOutcome | undefined>(
    unsavedEdit && (unsavedEdit.onRestoredVersion ? 'restored' : 'movedOn'),
  );

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
  const [saveRestoredEdit] = useState(unsavedEdit?.onRestoredVersion === true);
  useEffect(() => {
    if (saveRestoredEdit) autosaver.schedule(draftOf(form.getValues()));
  }, [autosaver, form, saveRestoredEdit]);

  return {
    autosaver,
    status,
    unsavedEditOutcome,
    /** The set-aside edit replaces the server's copy; the documents stay the server's. */
    restoreUnsavedEdit(edit: UnsavedEdit) {
      const documents = { supportingDocumentIds: form.getValues('supportingDocumentIds') };
      form.reset(formFromDraft({ ...edit.form, ...documents }));
      autosaver.schedule(draftOf(form.getValues()));
      setUnsavedEditOutcome('restored');
    },
    discardUnsavedEdit() {
      backup.clear(autosaver.draft(), category);
      setUnsavedEditOutcome(undefined);
    },
    /** The saved draft, saving the form first when it has none yet (an upload needs its id). */
    async savedDraft(): Promise<DraftRef | undefined> {
      return autosaver.draft() ?? (await autosaver.saveNow(draftOf(form.getValues())));
    },
  };
}
