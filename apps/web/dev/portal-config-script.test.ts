import { describe, expect, it } from 'vitest';
import { PORTAL_CONFIG_ELEMENT_ID } from '@aviation-permits/domain/portal-config-element';
import { portalConfigScriptElement } from './portal-config-script';

describe('portalConfigScriptElement', () => {
  it('cannot be closed early by a value containing </script>', () => {
    const element = portalConfigScriptElement({ authorityName: '</script><script>alert(1)' });

    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.head.innerHTML = element;
    const parsed = document.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.textContent ?? '';
    expect(JSON.parse(parsed)).toEqual({ authorityName: '</script><script>alert(1)' });
  });
});
