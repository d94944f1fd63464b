import { deriveKey as derivePbkdf2Key } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveShaKey } from 'altcha-lib/algorithms/web/sha';
import type { DeriveKeyFunction } from 'altcha-lib/types';

/**
 * Key derivation for the browser: WebCrypto implementations only (altcha-lib's default ones need
 * node:crypto). The server picks the algorithm; both families it may choose are accepted here.
 */
export const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  parameters.algorithm.startsWith('PBKDF2/')
    ? derivePbkdf2Key(parameters, salt, password)
    : deriveShaKey(parameters, salt, password);
