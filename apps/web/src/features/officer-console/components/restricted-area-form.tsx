import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseRestrictedAreaGeoJson } from '@aviation-permits/domain/geo';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { PublishRestrictedArea } from '@aviation-permits/domain/officer';
import { LazyPortalMap } from '@/components/map';
import { DATE_HINT, FormDateInput } from '@/components/form/date-input';
import { FormField } from '@/components/form/form-field';
import { FormFieldset } from '@/components/form/form-fieldset';
import { ApiError } from '@/lib/api-client/api-error';
import { usePortalConfig } from '@/lib/portal-config/portal-config-context';
import { usePublishRestrictedArea } from '../api/publish-restricted-area';
import {
  areaOfLocation,
  locationOfArea,
  restrictedAreaFormSchema,
  type RestrictedAreaFormValues,
} from '../model/published-data-forms';

const EMPTY: RestrictedAreaFormValues = {
  name: '',
  area: undefined,
  floorFt: '0',
  ceilingFt: '',
  from: '',
  to: '',
};

const POINT_IS_NO_AREA = 'A point is not an area: draw a circle or a polygon.';

type TextField = 'name' | 'floorFt' | 'ceilingFt' | 'from' | 'to';

interface TextFieldRow {
  name: TextField;
  label: string;
  hint?: string;
  kind?: 'feet' | 'date';
}

const NAME_FIELD: TextFieldRow = {
  name: 'name',
  label: 'Name',
  hint: 'As the public map and the Enquiry Tool will show it.',
};

const BAND_AND_DAYS: readonly TextFieldRow[] = [
  {
    name: 'floorFt',
    label: 'Lower height (ft)',
    hint: 'Feet above mean sea level; 0 closes the airspace from the ground.',
    kind: 'feet',
  },
  { name: 'ceilingFt', label: 'Upper height (ft)', kind: 'feet' },
  {
    name: 'from',
    label: 'Start date',
    hint: `${DATE_HINT} From that day on, Singapore time.`,
    kind: 'date',
  },
  { name: 'to', label: 'End date', hint: `${DATE_HINT} The last day it applies.`, kind: 'date' },
];

/**
 * Publishing a temporary restricted area (OFF-30, OFF-31): its name, its area drawn on the map as
 * a circle or a polygon or uploaded as a GeoJSON file (what is wrong with a file said at the field),
 * its band of heights and its days. The server's refusals show at their fields.
 */
export function RestrictedAreaForm({ onDone }: { onDone: (published: boolean) => void }) {
  const ids = { area: useId(), file: useId(), fields: useId() };
  const { mapTileBaseUrl } = usePortalConfig();
  const publish = usePublishRestrictedArea();
  const [location, setLocation] = useState<ApplicationLocation | undefined>();
  const form = useForm<RestrictedAreaFormValues, unknown, PublishRestrictedArea>({
    resolver: zodResolver(restrictedAreaFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  function chooseArea(next: ApplicationLocation | undefined) {
    setLocation(next);
    const area = areaOfLocation(next);
    form.setValue('area', area);
    if (next?.kind === 'point') form.setError('area', { message: POINT_IS_NO_AREA });
    else form.clearErrors('area');
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const read = parseRestrictedAreaGeoJson(await file.text());
    if (!read.success) {
      form.setValue('area', undefined);
      form.setError('area', { message: read.problem });
      return;
    }
    form.setValue('area', read.area);
    form.clearErrors('area');
    setLocation(locationOfArea(read.area));
  }

  function send(area: PublishRestrictedArea) {
    publish.mutate(area, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        for (const { field, errorMessage } of error instanceof ApiError ? error.errors : []) {
          if (field in EMPTY)
            form.setError(field as keyof RestrictedAreaFormValues, { message: errorMessage });
        }
      },
    });
  }

  const textField = (field: TextFieldRow, column = '') => (
    <FormField
      key={field.name}
      id={`${ids.fields}-${field.name}`}
      label={field.label}
      hint={field.hint}
      error={errors[field.name]?.message}
      className={`${column} mb-3`}
    >
      {({ invalidClass, ...control }) =>
        field.kind === 'date' ? (
          <FormDateInput
            {...control}
            control={form.control}
            name={field.name}
            className={`form-control${invalidClass}`}
          />
        ) : (
          <input
            {...control}
            type="text"
            {...(field.kind === 'feet' ? { inputMode: 'numeric' as const } : {})}
            className={`form-control${invalidClass}`}
            {...form.register(field.name)}
          />
        )
      }
    </FormField>
  );

  const areaError = errors.area?.message;
  // A refusal without fields (a 403, a 409) in the server's words; field refusals show at fields.
  const refusal =
    publish.error instanceof ApiError && publish.error.errors.length === 0 ? publish.error : null;
  return (
    <form
      noValidate
      aria-label="Publish a restricted area"
      className="border rounded p-3 mb-4"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <h2 className="h4">Publish a restricted area</h2>
      {textField(NAME_FIELD)}
      <FormFieldset
        id={ids.area}
        legend="Area"
        hint="Draw a circle or a polygon on the map, or upload a GeoJSON file: a Polygon, or a Point with radiusMetres in its properties."
        error={areaError}
        announceError
      >
        <LazyPortalMap
          label="Map of Singapore: the restricted area"
          value={location}
          onChange={chooseArea}
          tileBaseUrl={mapTileBaseUrl}
          height="22rem"
        />
        <label htmlFor={ids.file} className="form-label mt-3">
          GeoJSON file
        </label>
        <input
          id={ids.file}
          type="file"
          className="form-control"
          accept=".geojson,.json,application/geo+json,application/json"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </FormFieldset>
      <div className="row">{BAND_AND_DAYS.map((field) => textField(field, 'col-12 col-md-6'))}</div>
      {refusal && (
        <p className="alert alert-danger" role="alert">
          {refusal.detail ?? 'The area could not be published. Try again.'}
        </p>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing…' : 'Publish'}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
