import type { AddressRetrieval } from './use-address-retrieval';

const RETRIEVE_ADDRESS_LABEL = 'Retrieve Address';

interface RetrieveAddressButtonProps {
  /** The id of the postal code input; the lookup's message is tied to the button beside it. */
  postalCodeId: string;
  retrieval: AddressRetrieval;
}

/**
 * The "Retrieve Address" button beside a postal code, and the lookup's failure below it (ACC-33):
 * a status region, so a screen reader announces "Address not found." when it appears.
 */
export function RetrieveAddressButton({ postalCodeId, retrieval }: RetrieveAddressButtonProps) {
  const messageId = `${postalCodeId}-lookup`;
  return (
    <>
      <div className="col-md-6 mb-3 d-flex align-items-end">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void retrieval.retrieve()}
          aria-describedby={messageId}
        >
          {RETRIEVE_ADDRESS_LABEL}
        </button>
      </div>
      <div id={messageId} role="status" className="col-12 text-danger">
        {retrieval.message}
      </div>
    </>
  );
}
