import { describe, expect, it } from 'vitest';
import { checkProfileDocuments } from './profile-documents.js';

const PDF = { name: 'licence.pdf', size: 1_000 };

describe('profile documents (ACC-29, APP-40)', () => {
  it.each([
    ['no file', [], []],
    ['two PDF/PNG/JPG/JPEG files', [PDF, { name: 'photo.JPEG', size: 2_048_000 }], []],
    ['three files', [PDF, PDF, PDF], ['A maximum of 2 files can be uploaded.']],
    [
      'a file of 2,048,001 bytes',
      [{ name: 'scan.png', size: 2_048_001 }],
      ['File size should not be more than 2MB.'],
    ],
    [
      'a Word document',
      [{ name: 'letter.docx', size: 10 }],
      ['Only PDF, PNG, JPG or JPEG files can be uploaded.'],
    ],
    [
      'three files, one too large',
      [PDF, PDF, { name: 'big.jpg', size: 3_000_000 }],
      ['A maximum of 2 files can be uploaded.', 'File size should not be more than 2MB.'],
    ],
  ])('%s', (_name, files, messages) => {
    expect(checkProfileDocuments(files)).toEqual(messages);
  });
});
