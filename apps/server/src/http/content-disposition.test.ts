import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

// APP-43: a download is saved under its stored name, whatever its characters.

describe('attachmentDisposition', () => {
  it.each([
    ['site plan.pdf', `attachment; filename="site plan.pdf"; filename*=UTF-8''site%20plan.pdf`],
    ['plan (1).png', `attachment; filename="plan (1).png"; filename*=UTF-8''plan%20%281%29.png`],
    ['地图.jpg', `attachment; filename="__.jpg"; filename*=UTF-8''%E5%9C%B0%E5%9B%BE.jpg`],
  ])('%s → %s', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
