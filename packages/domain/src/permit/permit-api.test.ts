import { describe, expect, it } from 'vitest';
import { permitVerifyQuerySchema } from './permit-api.js';
import { isPermitVerifyPage, permitDownloadPath, permitVerifyPagePath } from './permit-paths.js';

// PRM-7, PRM-8: the permit's addresses, spelt once for the QR code, the server and the router.

describe('permit addresses', () => {
  it('builds the verification page the QR code opens', () => {
    expect(permitVerifyPagePath('AA-2027-000123', 'K7M2Q9RT4X')).toBe(
      '/verify/AA-2027-000123?c=K7M2Q9RT4X',
    );
  });

  it('builds the download link', () => {
    expect(permitDownloadPath('a 1')).toBe('/permits-service/v1/permit/download?applicationId=a+1');
  });

  it.each([
    ['/verify/AA-2027-000123', true],
    ['/verify/', false],
    ['/verify/AA/more', false],
    ['/verifyAA', false],
  ])('%s is a verification page: %s', (pathname, expected) => {
    expect(isPermitVerifyPage(pathname)).toBe(expected);
  });

  it('looks up any code of a sane length, so a wrong one is never told apart by a 400 (PRM-9)', () => {
    expect(permitVerifyQuerySchema.safeParse({ reference: 'nope', c: '!!' }).success).toBe(true);
    expect(permitVerifyQuerySchema.safeParse({ reference: 'x', c: 'c'.repeat(65) }).success).toBe(
      false,
    );
  });
});
