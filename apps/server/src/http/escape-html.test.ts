import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml (SEC: server-written HTML)', () => {
  it('turns markup and both quotes into entities so text cannot open a tag or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co',
    );
  });

  it('leaves ordinary text, accents and CJK alone', () => {
    expect(escapeHtml('Tan Ah Kow, Café 新加坡')).toBe('Tan Ah Kow, Café 新加坡');
  });
});
