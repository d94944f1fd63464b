import type { PostalCodeAddress } from '@aviation-permits/domain';
import gazetteer from './local-gazetteer.json' with { type: 'json' };
import type { AddressLookup } from './address-lookup.js';

// The embedded default of the address lookup (DESIGN.md section 1): a few real addresses, so the
// registration form's postal-code lookup works on a machine with no network.

const ADDRESSES: Readonly<Record<string, PostalCodeAddress>> = gazetteer.addresses;

export function createLocalGazetteerLookup(
  addresses: Readonly<Record<string, PostalCodeAddress>> = ADDRESSES,
): AddressLookup {
  return {
    findByPostalCode: async (postalCode) =>
      Object.hasOwn(addresses, postalCode) ? addresses[postalCode] : undefined,
  };
}
