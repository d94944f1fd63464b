import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { OPERATOR_FIELDS } from '@/lib/application-sections/application-sections';
import { usePostalCodeLookup } from '@/lib/address-lookup/postal-code-lookup';
import { RetrieveAddressButton } from '@/lib/address-lookup/retrieve-address-button';
import { useAddressRetrieval } from '@/lib/address-lookup/use-address-retrieval';
import { tableFieldName, type ApplicationFormValues } from '../../model/form-values';
import { fieldId } from '../field-id';
import { FormFieldInput } from '../form-field-input';

const OPERATOR_ADDRESS_LOOKUP = {
  postalCode: 'operatorPostalCode',
  blockNo: 'operatorBlockHouseNo',
  streetName: 'operatorStreetName',
  buildingName: 'operatorBuildingName',
} as const;

/**
 * The operator company, its address and the safety measures (APP-10). "Retrieve Address" beside
 * the postal code fills the address as the profile's does (APP-21, ACC-33).
 */
export function OperatorFields({ form }: { form: UseFormReturn<ApplicationFormValues> }) {
  const lookup = usePostalCodeLookup();
  const retrieval = useAddressRetrieval(form, OPERATOR_ADDRESS_LOOKUP, (postalCode) =>
    lookup.mutateAsync(postalCode),
  );
  return (
    <div className="row">
      {Object.entries(OPERATOR_FIELDS).map(([name, field]) => (
        <Fragment key={name}>
          <FormFieldInput
            form={form}
            name={tableFieldName(name)}
            field={field}
            className={field.kind === 'multiline' ? 'col-12' : 'col-md-6'}
          />
          {name === OPERATOR_ADDRESS_LOOKUP.postalCode && (
            <RetrieveAddressButton postalCodeId={fieldId(name)} retrieval={retrieval} />
          )}
        </Fragment>
      ))}
    </div>
  );
}
