import { describe, expect, it } from 'vitest';
import { APPLICATION_SECTIONS, sectionFieldNames, sectionOfField } from './application-sections';

describe('the sections of an application form (APP-10 to APP-20)', () => {
  it.each([
    ['venue', 1, undefined, 'activity'],
    ['callsign', 3, undefined, 'activity'],
    ['machinerySet', 2, undefined, 'activity'],
    ['activityType', 4, undefined, 'activity'],
    ['numberOfKites', 4, 'KITE', 'activity'],
    ['dateTimeRows.0.startDate', 4, 'FIREWORKS', 'dates'],
    ['dateTimeRows', 1, undefined, 'dates'],
    ['location', 2, undefined, 'location'],
    ['safetyPersonnel.1.contactNumber', 3, undefined, 'personnel'],
    ['operatorPostalCode', 3, undefined, 'personnel'],
    ['operatorStreetName', 1, undefined, 'personnel'],
    ['supportingDocumentIds', 1, undefined, 'documents'],
    ['declarations.mapAreaFinal', 1, undefined, 'review'],
  ] as const)('puts %s (category %s, %s) in %s', (field, category, type, section) => {
    expect(sectionOfField(field, category, type)).toBe(section);
  });

  it('asks only the chosen aerial activity type’s fields (APP-11 to APP-16)', () => {
    const kite = sectionFieldNames('activity', 4, 'KITE');
    expect(kite).toContain('numberOfKites');
    expect(kite).not.toContain('laserType');
    expect(sectionFieldNames('activity', 4, 'LASERS')).toContain('laserType');
    expect(sectionFieldNames('activity', 4)).toEqual([
      'category',
      'activityType',
      'venue',
      'purpose',
      'remarks',
    ]);
  });

  it('gives categories 1 to 3 a typed activity and their own fields', () => {
    expect(sectionFieldNames('activity', 1)).toEqual(
      expect.arrayContaining(['activityType', 'aircraftType', 'overCongestedArea']),
    );
    expect(sectionFieldNames('activity', 3)).toContain('vesselMovementDate');
    expect(sectionFieldNames('activity', 3)).not.toContain('aircraftType');
  });

  it('has six sections, ending with the review', () => {
    expect(APPLICATION_SECTIONS.map(({ key }) => key)).toEqual([
      'activity',
      'dates',
      'location',
      'personnel',
      'documents',
      'review',
    ]);
  });
});
