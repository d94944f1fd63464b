import { get, useWatch } from 'react-hook-form';
import { APPLICATION_MESSAGES, LOCATION_LABEL } from '@aviation-permits/domain';
import type { ApplicationLocation } from '@aviation-permits/domain';
import { describeLocation, LazyPortalMap, type ScreenshotAttachment } from '@/components/map';
import type { MapSearchClient } from '@/lib/map-search/map-search-client';
import { fieldId } from '../field-id';
import type { StepProps } from './step-props';

interface LocationStepProps extends StepProps {
  /** After submission the area cannot change (APP-53): the map only shows it. */
  locked: boolean;
  searchClient: MapSearchClient;
  productName: string;
  /** MAP-16: the map's screenshot as one of the application's supporting documents. */
  attachScreenshot: ScreenshotAttachment;
}

/** Step 3 (MAP-4): a point, circle or area on the map, or typed coordinates (the keyboard path). */
export function LocationStep({
  form,
  locked,
  searchClient,
  productName,
  attachScreenshot,
}: LocationStepProps) {
  const location = useWatch({ control: form.control, name: 'location' }) as
    ApplicationLocation | undefined;
  const error = (get(form.formState.errors, 'location') as { message?: string } | undefined)
    ?.message;
  const id = fieldId('location');
  return (
    <div>
      <p id={id} tabIndex={-1}>
        {locked
          ? APPLICATION_MESSAGES.locationFixed
          : 'Draw a point, a circle or an area on the map, search for an address, or type the coordinates.'}
      </p>
      <p>
        <strong>{LOCATION_LABEL}:</strong>{' '}
        <span>{location ? describeLocation(location) : 'None selected yet.'}</span>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-danger">
          {error}
        </p>
      )}
      <LazyPortalMap
        label={LOCATION_LABEL}
        value={location}
        readOnly={locked}
        {...(locked
          ? {}
          : {
              onChange: (next: ApplicationLocation | undefined) =>
                form.setValue('location', next, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                }),
              searchClient,
              productName,
              attachScreenshot,
            })}
        height="28rem"
      />
    </div>
  );
}
