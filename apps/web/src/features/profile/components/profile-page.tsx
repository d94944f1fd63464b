import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { isProfileEditable } from '@aviation-permits/domain/profile';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { FieldError } from '@aviation-permits/domain/http';
import { LoadingOverlay } from '@/components/loading-overlay';
import { usePostalCodeLookup } from '@/lib/address-lookup/postal-code-lookup';
import { ApiError } from '@/lib/api-client/api-error';
import { notify } from '@/lib/toast/notify';
import { useProfile } from '@/features/profile/api/profile-query';
import { useSaveProfileDraft } from '@/features/profile/api/save-profile-draft';
import { useSubmitProfile } from '@/features/profile/api/submit-profile';
import { EmailProofPanel } from './email-proof-panel';
import { ProfileForm } from './profile-form';

interface ProfilePageProps {
  heading: string;
}

function ProfileContent() {
  const navigate = useNavigate();
  const {
    status,
    profile,
    myinfoFields,
    myinfoAvailable,
    provedEmail,
    emailProofOffered,
    documents,
  } = useProfile();
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
      editable={isProfileEditable(status)}
      myinfoAvailable={myinfoAvailable}
      {...(emailProofOffered
        ? {
            emailProof: (email: string) => (
              <EmailProofPanel email={email} provedEmail={provedEmail} />
            ),
          }
        : {})}
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
export function ProfilePage({ heading }: ProfilePageProps) {
  return (
    <div className="container-fluid portal-page">
      <h1>{heading}</h1>
      <Suspense fallback={<LoadingOverlay label="Loading your profile" />}>
        <ProfileContent />
      </Suspense>
    </div>
  );
}
