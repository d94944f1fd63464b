import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import {
  forgetApplicationStart,
  keepApplicationStart,
  landingPath,
} from './application-start-store';

// ENQ-20: the Enquiry Tool's "Start an application" kept in the tab decides where an ACTIVE
// account lands after sign-in, until the form uses it.

const START = '/apply/permit?category=4&activityType=KITE&height=300';

describe('the landing after sign-in (ENQ-20)', () => {
  afterEach(() => sessionStorage.clear());

  it('sends an ACTIVE account to the kept application start, not the dashboard', () => {
    keepApplicationStart(START);
    expect(landingPath('ACTIVE')).toBe(START);
  });

  it('keeps it for later while the account cannot apply (registration, review)', () => {
    keepApplicationStart(START);
    expect(landingPath('PENDING_REGISTRATION')).toBe(ROUTE_PATHS.profile);
    expect(landingPath('SUBMITTED')).toBe(ROUTE_PATHS.userStatus);
    expect(landingPath('ACTIVE')).toBe(START);
  });

  it('goes where the status belongs once it is forgotten, or with none kept', () => {
    expect(landingPath('ACTIVE')).toBe(ROUTE_PATHS.dashboard);
    keepApplicationStart(START);
    forgetApplicationStart();
    expect(landingPath('ACTIVE')).toBe(ROUTE_PATHS.dashboard);
  });

  it('never lands anywhere but the application form', () => {
    for (const href of ['https://elsewhere.example/apply/permit?x=1', '/dashboard', '//evil']) {
      keepApplicationStart(href);
      expect(landingPath('ACTIVE')).toBe(ROUTE_PATHS.dashboard);
    }
  });
});
