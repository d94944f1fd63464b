import { beforeEach, describe, expect, it } from 'vitest';
import { UNSAVED_DRAFT_KEY_PREFIX, forgetUnsavedDrafts } from './unsaved-drafts-storage';

describe('forgetting the kept draft edits at sign-out (SEC-20)', () => {
  beforeEach(() => localStorage.clear());

  it('removes every kept edit of every account and leaves the rest of the storage alone', () => {
    localStorage.setItem(`${UNSAVED_DRAFT_KEY_PREFIX}0a1b2c3d:app-1`, '{"version":1}');
    localStorage.setItem(`${UNSAVED_DRAFT_KEY_PREFIX}0a1b2c3d:new-SHIP`, '{"version":0}');
    localStorage.setItem(`${UNSAVED_DRAFT_KEY_PREFIX}ffeeddcc:app-2`, '{"version":3}');
    localStorage.setItem('map-search-token', 'kept');

    forgetUnsavedDrafts(localStorage);

    expect(Object.keys(localStorage)).toEqual(['map-search-token']);
  });

  it('does nothing where the browser refuses storage', () => {
    expect(() => forgetUnsavedDrafts(undefined)).not.toThrow();
  });
});
