import type { PostalCodeAddress } from '@aviation-permits/domain';

/**
 * Finds the local address of a postal code. The embedded default reads a small gazetteer shipped
 * with the portal; a OneMap implementation (search by postal code, first result) will replace it
 * when OneMap credentials are configured.
 */
export interface AddressLookup {
  /** Undefined when the code belongs to no known address. Throws when the lookup itself fails. */
  findByPostalCode(postalCode: string): Promise<PostalCodeAddress | undefined>;
}
