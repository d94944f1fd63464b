import { useWatch } from 'react-hook-form';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { LOCATION_LABEL } from '@aviation-permits/domain/application';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { fieldErrorMessage } from '@/components/form/field-error';
import { FormFieldset } from '@/components/form/form-fieldset';
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

/**
 * Step 3 (MAP-4): a point, circle or area on the map, or typed coordinates (the keyboard path), in
 * the form kit's fieldset, its message tied to the group (APP-81).
 */
export function LocationStep({
  form,
  locked,
  searchClient,
  productName,
  attachScreenshot,
}: LocationStepProps) {
  const location = useWatch({ control: form.control, name: 'location' });
  return (
    <FormFieldset
      id={fieldId('location')}
      legend="Where does the activity take place?"
      hint={
        locked
          ? APPLICATION_MESSAGES.locationFixed
          : 'Draw a point, a circle or an area on the map, search for an address, or type the coordinates.'
      }
      error={fieldErrorMessage(form.formState.errors, 'location')}
      focusable
    >
      <p>
        <strong>{LOCATION_LABEL}:</strong>{' '}
        <span>{location ? describeLocation(location) : 'None selected yet.'}</span>
      </p>
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
    </FormFieldset>
  );
}
