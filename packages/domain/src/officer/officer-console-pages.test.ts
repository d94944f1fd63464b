import { describe, expect, it } from 'vitest';
import { officerConsoleSections } from './officer-console-pages.js';

describe('the officer console navigation (OFF-16)', () => {
  it('shows the audit trail to supervisors only (OFF-7)', () => {
    expect(officerConsoleSections('supervisor').map((section) => section.label)).toEqual([
      'Applications',
      'Accounts',
      'Audit',
    ]);
    expect(officerConsoleSections('officer').map((section) => section.label)).toEqual([
      'Applications',
      'Accounts',
    ]);
  });
});
