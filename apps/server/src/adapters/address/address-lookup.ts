import type { PostalCodeAddress } from '@aviation-permits/domain/profile';

/**
 * Finds the local address of a postal code: a map search for the code (map-address-lookup.ts),
 * through OneMap when the portal has its account, else the packaged gazetteer.
 */
export interface AddressLookup {
  /** Undefined when the code belongs to no known address. Throws when the lookup itself fails. */
  findByPostalCode(postalCode: string): Promise<PostalCodeAddress | undefined>;
}
