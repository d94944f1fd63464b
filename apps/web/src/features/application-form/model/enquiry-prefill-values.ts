import type { ApplicationFormValues } from './form-values';
import type { EnquiryPrefill } from '@aviation-permits/domain/eligibility';

// ENQ-14: what the Enquiry Tool already asked goes into the new form. The enquiry's numbers and
// yes/no answers become the form's texts and Y/N codes; its height lands in the field of the
// activity that asks the same height in the same unit and reference.

const yesNo = (answer: boolean) => (answer ? 'Y' : 'N');

function heightField(prefill: EnquiryPrefill): Record<string, string> {
  const { height, activity } = prefill;
  if (!height) return {};
  const value = String(height.value);
  if (activity === 'BHOISTING' && height.unit === 'ft' && height.reference === 'AGL') {
    return { maxHeightFtAboveGround: value };
  }
  if (activity === 'KITE' && height.unit === 'ft' && height.reference === 'AMSL') {
    return { maxHeightFtAboveMsl: value };
  }
  if (activity === 'FIREWORKS' && height.unit === 'm' && height.reference === 'AMSL') {
    return { maxDangerHeightM: value };
  }
  return {};
}

export function prefillValues(prefill: EnquiryPrefill): Partial<ApplicationFormValues> {
  const values: Partial<ApplicationFormValues> = { ...heightField(prefill) };
  if (prefill.activity) values.activityType = prefill.activity;
  if (prefill.location) values.location = prefill.location;
  if (prefill.dateTimeRows) values.dateTimeRows = prefill.dateTimeRows.map((row) => ({ ...row }));
  if (prefill.vesselHeightM !== undefined) values.vesselHeightM = String(prefill.vesselHeightM);
  if (prefill.workingHeightM !== undefined) values.workingHeightM = String(prefill.workingHeightM);
  if (prefill.siteGroundElevationM !== undefined) {
    values.siteGroundElevationM = String(prefill.siteGroundElevationM);
  }
  if (prefill.overCongestedArea !== undefined) {
    values.overCongestedArea = yesNo(prefill.overCongestedArea);
  }
  if (prefill.nearOpenAirAssembly !== undefined) {
    values.nearOpenAirAssembly = yesNo(prefill.nearOpenAirAssembly);
  }
  return values;
}
