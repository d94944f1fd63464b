import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { readPortalConfig } from './read-portal-config';

const SETTINGS = {
  authorityName: 'Test Aviation Authority',
  productName: 'TestPermits',
  supportEmail: 'support@aviation.example',
  idleTimeoutMs: 600_000,
  accessContent: 'access-token',
};

function pageWith(settings: string): Document {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PORTAL_CONFIG_ELEMENT_ID;
  element.textContent = settings;
  document.head.append(element);
  return document;
}

afterEach(() => document.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.remove());

describe('readPortalConfig', () => {
  it('gives the settings the server wrote into the page', async () => {
    await expect(readPortalConfig(pageWith(JSON.stringify(SETTINGS)))).resolves.toEqual(SETTINGS);
  });

  it('refuses a page without the settings element', async () => {
    await expect(readPortalConfig(document)).rejects.toThrow(PORTAL_CONFIG_ELEMENT_ID);
  });

  it('refuses settings that break the domain schema', async () => {
    const page = pageWith(JSON.stringify({ ...SETTINGS, supportEmail: 'not an address' }));

    await expect(readPortalConfig(page)).rejects.toThrow(/supportEmail/);
  });
});
