import { describe, expect, it } from 'vitest';
import { contentTypeOfName, sniffContentType } from './sniff-content-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffContentType (APP-40, SEC-13)', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a'), undefined],
    ['a script named like a PDF', Buffer.from('#!/bin/sh\nrm -rf /'), undefined],
    ['a Windows executable (MZ)', Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), undefined],
    ['a Linux executable (ELF)', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0), undefined],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), undefined],
    ['nothing', bytes(), undefined],
  ])('%s → %s', (_name, content, expected) => {
    expect(sniffContentType(content)).toBe(expected);
  });
});

describe('contentTypeOfName', () => {
  it.each([
    ['scan.PDF', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['map.png', 'image/png'],
    ['letter.docx', undefined],
    ['no-extension', undefined],
  ])('%s → %s', (name, expected) => {
    expect(contentTypeOfName(name)).toBe(expected);
  });
});
