import { describe, expect, it } from 'vitest';
import { verifiedUploadType } from './upload-type.js';

// SEC-13, APP-40: the content, the name and the declared type must all agree.

const PDF = Buffer.from('%PDF-1.7\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const EXE = Buffer.from('MZ\x90\x00');

describe('verifiedUploadType', () => {
  it.each([
    ['a.pdf', 'application/pdf', PDF, 'application/pdf'],
    ['a.PDF', 'application/octet-stream', PDF, 'application/pdf'],
    ['a.png', 'image/png', PNG, 'image/png'],
    ['a.pdf', 'application/pdf', PNG, undefined],
    ['a.png', 'application/pdf', PNG, undefined],
    ['setup.pdf', 'application/pdf', EXE, undefined],
    ['a.exe', 'application/octet-stream', EXE, undefined],
  ])('%s declared %s → %s', (fileName, declaredType, content, expected) => {
    expect(verifiedUploadType({ fileName, declaredType, content })).toBe(expected);
  });
});
