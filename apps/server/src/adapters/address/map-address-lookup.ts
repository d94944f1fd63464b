import { ONEMAP_MISSING } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { type PostalCodeAddress } from '@aviation-permits/domain/profile';
import type { MapSearch } from '../map/map-search.js';
import type { AddressLookup } from './address-lookup.js';

// ACC-33, MAP-14: the profile form's postal-code lookup is a map search for the code, its first
// result carrying that very code. With OneMap that is the building's address; with the packaged
// gazetteer it is a known place's address, else the postal sector's centre, whose building name
// says "APPROXIMATE LOCATION (POSTAL SECTOR nn)" and which has no block or street. OneMap's "NIL"
// becomes an empty field for the applicant to fill.

const text = (value: string): string => (value === ONEMAP_MISSING ? '' : value);

export function createMapAddressLookup(mapSearch: MapSearch): AddressLookup {
  return {
    async findByPostalCode(postalCode) {
      const answer = await mapSearch.search({
        searchVal: postalCode,
        returnGeom: 'Y',
        getAddrDetails: 'Y',
        pageNum: PORTAL_CONSTANTS.mapSearchPageNumber,
      });
      const result = answer.results.find(({ POSTAL }) => POSTAL === postalCode);
      if (result === undefined) return undefined;
      const address: PostalCodeAddress = {
        blockNo: text(result.BLK_NO),
        streetName: text(result.ROAD_NAME),
        buildingName: text(result.BUILDING),
      };
      return address;
    },
  };
}
