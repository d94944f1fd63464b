import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { checkPostalCode } from '@aviation-permits/domain/validation';
import { type PostalCodeAddress } from '@aviation-permits/domain/profile';
import type { PostalCodeLookupResult } from './postal-code-lookup';

// ACC-33, APP-21: "Retrieve Address" fills a local address from its postal code, in the profile
// and for the application's operator company alike. The filled lines stay editable.

/** The form's names of the postal code and of the lines the lookup fills. */
export interface AddressFieldNames<T extends FieldValues> {
  postalCode: Path<T>;
  blockNo: Path<T>;
  streetName: Path<T>;
  buildingName: Path<T>;
}

export type LookUpPostalCode = (postalCode: string) => Promise<PostalCodeLookupResult>;

export interface AddressRetrieval {
  /** "Address not found." or "Unable to retrieve data." after a failed lookup; '' otherwise. */
  message: string;
  retrieve(): Promise<void>;
}

export function useAddressRetrieval<T extends FieldValues, Context, Output extends FieldValues>(
  form: UseFormReturn<T, Context, Output>,
  names: AddressFieldNames<T>,
  lookUp: LookUpPostalCode,
): AddressRetrieval {
  const [message, setMessage] = useState('');

  function fill(name: Path<T>, value: string) {
    // A line the applicant was told to fill is checked again, so its message goes once filled.
    const shouldValidate = form.getFieldState(name).invalid;
    form.setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate });
  }

  async function retrieve() {
    const postalCode = String(form.getValues(names.postalCode) ?? '').trim();
    const problem = checkPostalCode(postalCode);
    if (problem) {
      setMessage('');
      form.setError(names.postalCode, { message: problem });
      return;
    }
    form.clearErrors(names.postalCode);
    let answer: PostalCodeLookupResult;
    try {
      answer = await lookUp(postalCode);
    } catch {
      // Only an ended session fails here; the shared handler is already taking the user to /login.
      return;
    }
    setMessage(answer.found ? '' : answer.message);
    if (answer.found) fillAddress(answer.address);
  }

  function fillAddress(address: PostalCodeAddress) {
    fill(names.blockNo, address.blockNo);
    fill(names.streetName, address.streetName);
    fill(names.buildingName, address.buildingName);
  }

  return { message, retrieve };
}
