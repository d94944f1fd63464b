import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { REGISTRATION_MESSAGES, ROUTE_PATHS } from '@aviation-permits/domain';
import type { AccountStatus, FieldError } from '@aviation-permits/domain';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { ApiError } from '../../../lib/api-client/api-error';
import { notify } from '../../../lib/toast/notify';
import { usePostalCodeLookup } from '../api/postal-code-lookup';
import { useProfile } from '../api/profile-query';
import { useSaveProfileDraft } from '../api/save-profile-draft';
import { useSubmitProfile } from '../api/submit-profile';
import { ProfileForm } from './profile-form';

const EDITABLE: ReadonlySet<AccountStatus> = new Set(['PENDING_REGISTRATION', 'MORE_INFO_NEEDED']);

interface ProfilePageProps {
  heading: string;
  spcpLogin: boolean;
}

function ProfileContent({ spcpLogin }: { spcpLogin: boolean }) {
  const navigate = useNavigate();
  const { status, profile, myinfoFields, documents } = useProfile();
  const saveDraft = useSaveProfileDraft();
  const submit = useSubmitProfile();
  const postalCodeLookup = usePostalCodeLookup();

  async function onSubmit(values: typeof profile, files: File[]): Promise<readonly FieldError[]> {
    try {
      await submit.mutateAsync({ profile: values, documents: files });
    } catch (error) {
      // The shared handler has shown the messages; the form marks the fields too.
      return error instanceof ApiError ? error.errors : [];
    }
    notify(REGISTRATION_MESSAGES.submitted, { appearance: 'success' });
    await navigate(ROUTE_PATHS.userStatus);
    return [];
  }

  return (
    <ProfileForm
      initialValues={profile}
      myinfoFields={myinfoFields}
      documents={documents}
      editable={EDITABLE.has(status)}
      spcpLogin={spcpLogin}
      busy={saveDraft.isPending || submit.isPending}
      onSaveDraft={(draft) =>
        saveDraft.mutate(draft, {
          onSuccess: (answer) => notify(answer.message, { appearance: 'success' }),
        })
      }
      onSubmit={onSubmit}
      lookUpPostalCode={(postalCode) => postalCodeLookup.mutateAsync(postalCode)}
    />
  );
}

/** /newUser and /profile: the signed-in applicant's registration form, restored from the draft. */
export function ProfilePage({ heading, spcpLogin }: ProfilePageProps) {
  return (
    <div className="container-fluid portal-page">
      <h1>{heading}</h1>
      <Suspense fallback={<LoadingOverlay label="Loading your profile" />}>
        <ProfileContent spcpLogin={spcpLogin} />
      </Suspense>
    </div>
  );
}
