import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_TYPES,
  COMPANY_ROLES,
  CONTACT_MODES,
  DESIGNATIONS,
  ID_TYPES,
  PREMISES_TYPES,
  SALUTATIONS,
} from '@aviation-permits/domain/account';
import {
  checkProfileDocuments,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  profileSchema,
} from '@aviation-permits/domain/profile';
import { COUNTRIES } from '@aviation-permits/domain/countries';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import type { FieldError } from '@aviation-permits/domain/http';
import type {
  ProfileDocument,
  ProfileInput,
  ProfileTextField,
  ProfileValues,
} from '@aviation-permits/domain/profile';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/form/error-summary';
import type { LookUpPostalCode } from '@/lib/address-lookup/use-address-retrieval';
import { useAddressRetrieval } from '@/lib/address-lookup/use-address-retrieval';
import { RetrieveAddressButton } from '@/lib/address-lookup/retrieve-address-button';
import { DocumentsField } from './documents-field';
import { fieldId, ProfileField, type ProfileFormApi } from './profile-field';

const SAVE_DRAFT_LABEL = 'Save Draft';
const SUBMIT_LABEL = 'Submit';
const RETRIEVE_MYINFO_LABEL = 'Retrieve Myinfo';

const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

const LOCAL_ADDRESS_LOOKUP = {
  postalCode: 'postalCode',
  blockNo: 'blockHouseNo',
  streetName: 'streetName',
  buildingName: 'buildingName',
} as const;

export interface ProfileFormProps {
  initialValues: ProfileValues;
  myinfoFields: readonly string[];
  documents: readonly ProfileDocument[];
  /** False once submitted: the form shows the profile without letting it change. */
  editable: boolean;
  /** Singpass/Corppass sessions may fill the form from MyInfo. */
  /** The server's answer: a Singpass session whose profile may still change. */
  myinfoAvailable: boolean;
  /**
   * What to show about proving the address now in the form (ACC-34, Singpass/Corppass users): outside
   * the fields, so it works while the profile is locked after submission.
   */
  emailProof?: (email: string) => ReactNode;
  busy: boolean;
  onSaveDraft(values: ProfileInput): void;
  /** Resolves with the server's field errors when it refused the submission. */
  onSubmit(values: ProfileValues, documents: File[]): Promise<readonly FieldError[]>;
  lookUpPostalCode: LookUpPostalCode;
}

/** The registration and profile form (ACC-17 to ACC-29), validated by the domain's profile schema. */
export function ProfileForm(props: ProfileFormProps) {
  const { initialValues, myinfoFields, editable, busy } = props;
  const form: ProfileFormApi = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: initialValues,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [attempt, setAttempt] = useState(0);
  const addressRetrieval = useAddressRetrieval(form, LOCAL_ADDRESS_LOOKUP, props.lookUpPostalCode);
  const locked = new Set(myinfoFields);
  // The answers that decide which fields are shown.
  const [idType, addressType, mailingSameAsAddress, email] = useWatch({
    control: form.control,
    name: ['idType', 'addressType', 'mailingSameAsAddress', 'email'],
  });
  const fileErrors = checkProfileDocuments(files);

  const field = (
    name: ProfileTextField,
    extra: Partial<Parameters<typeof ProfileField>[0]> = {},
  ) => <ProfileField form={form} field={name} locked={locked.has(name)} {...extra} />;

  const summary: ErrorSummaryItem[] = [
    ...PROFILE_FIELDS.flatMap((name) => {
      const message = form.formState.errors[name]?.message;
      return message ? [{ key: name, message, fieldId: fieldId(name) }] : [];
    }),
    ...fileErrors.map((message) => ({ key: message, message, fieldId: fieldId('documents') })),
  ];

  const submit = form.handleSubmit(
    async (profile) => {
      setAttempt((count) => count + 1);
      if (fileErrors.length > 0) return;
      const refused = await props.onSubmit(profile, files);
      for (const { field: name, errorMessage } of refused) {
        if (Object.hasOwn(PROFILE_FIELD_LABELS, name)) {
          form.setError(name as ProfileTextField, { message: errorMessage });
        }
      }
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="User profile">
      <ErrorSummary items={attempt > 0 ? summary : []} attempt={attempt} />
      {props.myinfoAvailable && (
        <p>
          <a className="btn btn-outline-primary" href={REDIRECT_PATHS.myinfo}>
            {RETRIEVE_MYINFO_LABEL}
          </a>
        </p>
      )}
      {props.emailProof?.(email ?? '')}
      <fieldset disabled={!editable || busy}>
        <h2 className="h4">Personal particulars</h2>
        <div className="row">
          {field('salutation', { options: SALUTATIONS })}
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('alternativeEmail', { type: 'email' })}
          {field('username', { autoComplete: 'username' })}
          {field('dateOfBirth', { type: 'date', autoComplete: 'bday' })}
          {field('citizenship', { options: COUNTRY_OPTIONS })}
          {field('idType', { options: ID_TYPES })}
          {field('idNumber')}
          {idType === 'Passport' && field('passportIssuingCountry', { options: COUNTRY_OPTIONS })}
        </div>

        <h2 className="h4">Contact</h2>
        <div className="row">
          {field('mobileNumber', { type: 'tel', autoComplete: 'tel' })}
          {field('officeNumber', { type: 'tel' })}
          {field('homeNumber', { type: 'tel' })}
          {field('faxNumber', { type: 'tel' })}
          {field('primaryContactMode', { options: CONTACT_MODES })}
          {field('designation', { options: DESIGNATIONS })}
          {field('companyRole', { options: COMPANY_ROLES })}
        </div>

        <h2 className="h4">Address</h2>
        <div className="row">
          {field('addressType', { options: ADDRESS_TYPES })}
          {field('premisesType', { options: PREMISES_TYPES })}
        </div>
        {addressType === 'Local' && (
          <div className="row">
            {field('postalCode', { autoComplete: 'postal-code' })}
            <RetrieveAddressButton
              postalCodeId={fieldId('postalCode')}
              retrieval={addressRetrieval}
            />
            {field('blockHouseNo')}
            {field('streetName')}
            {field('levelNo')}
            {field('unitNo')}
            {field('buildingName')}
          </div>
        )}
        {addressType === 'Foreign' && (
          <div className="row">
            {field('addressLine1')}
            {field('addressLine2')}
            {field('addressLine3')}
            {field('city')}
            {field('state')}
            {field('country', { options: COUNTRY_OPTIONS })}
          </div>
        )}
        <div className="form-check mb-3">
          <input
            id={fieldId('mailingSameAsAddress')}
            type="checkbox"
            className="form-check-input"
            {...form.register('mailingSameAsAddress')}
          />
          <label htmlFor={fieldId('mailingSameAsAddress')} className="form-check-label">
            {PROFILE_FIELD_LABELS.mailingSameAsAddress}
          </label>
        </div>
        {!mailingSameAsAddress && <div className="row">{field('mailingAddress')}</div>}

        <DocumentsField stored={props.documents} errors={fileErrors} onChange={setFiles} />

        {editable && (
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => props.onSaveDraft(form.getValues())}
            >
              {SAVE_DRAFT_LABEL}
            </button>
            <button type="submit" className="btn btn-primary">
              {SUBMIT_LABEL}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
