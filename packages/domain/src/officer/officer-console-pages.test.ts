import { describe, expect, it } from 'vitest';
import { officerConsoleSections } from './officer-console-pages.js';

describe('the officer console navigation (OFF-16)', () => {
  it('shows the audit trail to supervisors only (OFF-7)', () => {
    expect(officerConsoleSections('supervisor').map((section) => section.label)).toEqual([
      'Applications',
      'Accounts',
      'Restricted areas',
      'Public holidays',
      'Audit',
      'Jobs', // LIFE-13
    ]);
    // OFF-36: every officer reads the published data; only the calls that change it are refused.
    expect(officerConsoleSections('officer').map((section) => section.label)).toEqual([
      'Applications',
      'Accounts',
      'Restricted areas',
      'Public holidays',
    ]);
  });
});
