import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';
import { aerialActivity } from '../forms/example-forms.fixture.js';
import { submittedChangeIssues } from './submitted-changes.js';

// APP-53, APP-54: after submission the map area, the category and the type of activity stay.

const submitted = aerialActivity('KITE');
const point = { kind: 'point', point: { latitude: '1.2839', longitude: '103.8607' } };

describe('submittedChangeIssues', () => {
  it.each([
    ['the venue and dates change', { ...submitted, venue: 'Elsewhere', dateTimeRows: [] }, []],
    [
      'the same location with its keys in another order',
      { ...submitted, location: { point: point.point, kind: 'point' } },
      [],
    ],
    [
      'the point moves',
      {
        ...submitted,
        location: { kind: 'point', point: { latitude: '1.2840', longitude: '103.8607' } },
      },
      [{ field: 'location', message: APPLICATION_MESSAGES.locationFixed }],
    ],
    [
      'the point becomes a circle',
      { ...submitted, location: { kind: 'circle', centre: point.point, radiusMetres: 10 } },
      [{ field: 'location', message: APPLICATION_MESSAGES.locationFixed }],
    ],
    [
      'the location is dropped',
      { ...submitted, location: undefined },
      [{ field: 'location', message: APPLICATION_MESSAGES.locationFixed }],
    ],
    [
      'the activity type changes',
      { ...submitted, activityType: 'FIREWORKS' },
      [{ field: 'activityType', message: APPLICATION_MESSAGES.categoryFixed }],
    ],
    [
      'the category changes',
      { ...submitted, category: 1 },
      [{ field: 'category', message: APPLICATION_MESSAGES.categoryFixed }],
    ],
  ])('%s → %j', (_name, edited, issues) => {
    expect(submittedChangeIssues(submitted, edited)).toEqual(issues);
  });
});
