import { useWatch } from 'react-hook-form';
import {
  ACTIVITY_HEIGHT_REFERENCES,
  ENQUIRY_FIELD_LABELS,
  enquiryQuestions,
  HEIGHT_UNITS,
} from '@aviation-permits/domain/eligibility';
import type { AerialActivityCode } from '@aviation-permits/domain/activity';
import { enquiryFieldId } from './enquiry-form-api';
import type { EnquiryFormApi } from './enquiry-form-api';
import { EnquiryTextField } from './enquiry-text-field';

const REFERENCE_TEXT = { AMSL: 'above mean sea level', AGL: 'above the ground' } as const;

/**
 * ENQ-1 "how high", with the measure each rule reads: a kite's height above mean sea level, a
 * captive balloon's above the ground (ENQ-5, ENQ-6), a crane's site ground elevation and working
 * height (ENQ-4), a vessel's height from the waterline (ENQ-10).
 */
export function HeightQuestions({ form }: { form: EnquiryFormApi }) {
  const [category, activity] = useWatch({ control: form.control, name: ['category', 'activity'] });
  const asked = enquiryQuestions(category, activity ?? '');
  const reference = ACTIVITY_HEIGHT_REFERENCES[activity as AerialActivityCode];
  if (!asked.height && !asked.siteGroundElevation && !asked.workingHeight && !asked.vesselHeight) {
    return null;
  }
  const unitId = `${enquiryFieldId('heightUnit')}`;
  return (
    <fieldset className="mb-3">
      <legend className="fs-5">How high?</legend>
      {asked.height && reference && (
        <EnquiryTextField
          form={form}
          name="height"
          label={`${ENQUIRY_FIELD_LABELS.height} ${REFERENCE_TEXT[reference]}`}
          inputMode="decimal"
          hint="The highest point the activity reaches. Up to 4 digits and 1 decimal place."
          suffix={
            <>
              <label htmlFor={unitId} className="visually-hidden">
                {ENQUIRY_FIELD_LABELS.heightUnit}
              </label>
              <select
                id={unitId}
                className="form-select flex-grow-0 w-auto"
                {...form.register('heightUnit')}
              >
                {HEIGHT_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit === 'ft' ? 'feet' : 'metres'}
                  </option>
                ))}
              </select>
            </>
          }
        />
      )}
      {asked.siteGroundElevation && (
        <EnquiryTextField
          form={form}
          name="siteGroundElevationM"
          label={`${ENQUIRY_FIELD_LABELS.siteGroundElevationM} (metres above mean sea level)`}
          inputMode="decimal"
          hint={
            asked.workingHeight
              ? 'The ground level of the site; the top of the machinery is this plus the working height.'
              : 'Optional. Without it the ground is taken at sea level.'
          }
        />
      )}
      {asked.workingHeight && (
        <EnquiryTextField
          form={form}
          name="workingHeightM"
          label={`${ENQUIRY_FIELD_LABELS.workingHeightM} (metres above the ground)`}
          inputMode="decimal"
          hint="The highest point the crane or machinery reaches above the site's ground."
        />
      )}
      {asked.vesselHeight && (
        <EnquiryTextField
          form={form}
          name="vesselHeightM"
          label={`Vessel ${ENQUIRY_FIELD_LABELS.vesselHeightM} (metres from the waterline)`}
          inputMode="decimal"
          hint="From the waterline to the vessel's highest point."
        />
      )}
    </fieldset>
  );
}
