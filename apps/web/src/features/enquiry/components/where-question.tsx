import { Controller } from 'react-hook-form';
import type { ZoneData } from '@aviation-permits/domain/geo';
import { LazyPortalMap } from '@/components/map';
import { useMapSearchClient } from '@/lib/map-search/use-map-search-client';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { FormFieldset } from '@/components/form/form-fieldset';
import { enquiryFieldId, shownError } from './enquiry-form-api';
import type { EnquiryFormApi } from './enquiry-form-api';

interface WhereQuestionProps {
  form: EnquiryFormApi;
  zones: ZoneData | undefined;
  zonesFailed: boolean;
  /** ENQ-3: the zones that decided the answer, highlighted on the map. */
  highlightedZoneIds: readonly string[];
  /** The map has started loading (scrolled into view): time to fetch its zones. */
  onMapLoadStart: () => void;
}

/**
 * ENQ-1 "where": a point, circle or area on the map, an address search, or typed coordinates (the
 * keyboard way, MAP-5). The map shows the zones the answer is decided by (MAP-6) with their legend,
 * and highlights the ones that decided it (ENQ-3).
 */
export function WhereQuestion({
  form,
  zones,
  zonesFailed,
  highlightedZoneIds,
  onMapLoadStart,
}: WhereQuestionProps) {
  const searchClient = useMapSearchClient();
  const { productName, mapTileBaseUrl } = usePortalConfig();
  return (
    <Controller
      control={form.control}
      name="location"
      render={({ field }) => (
        <FormFieldset
          id={enquiryFieldId('location')}
          legend="Where?"
          legendClassName="fs-5"
          hint="Click the map to mark a point (or draw a circle or an area), search for an address, or type the coordinates below the map."
          error={shownError(form, 'location')}
        >
          {zonesFailed && (
            <p className="form-text">
              The zones could not be shown on the map. The answer does not depend on them.
            </p>
          )}
          <LazyPortalMap
            label="Map of Singapore: where the activity takes place"
            value={field.value}
            onChange={(location) => {
              field.onChange(location);
              field.onBlur();
            }}
            zones={zones}
            zonesLoading={!zones && !zonesFailed}
            highlightedZoneIds={highlightedZoneIds}
            tileBaseUrl={mapTileBaseUrl}
            searchClient={searchClient}
            productName={productName}
            height="26rem"
            // The answer needs no map (typed coordinates do): on a phone, below the questions,
            // it loads when scrolled to (PERF-11).
            loading="in-view"
            onLoadStart={onMapLoadStart}
          />
        </FormFieldset>
      )}
    />
  );
}
