import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';

// The portal's two key pairs for OpenID Connect: an EC P-256 key that signs its client assertions
// (private_key_jwt) and an EC P-256 key that the providers encrypt ID tokens to. Their public
// halves are published at /.well-known/jwks.json. Production passes the private keys in the
// configuration; a developer's machine generates them once and keeps them under DATA_DIR, so a
// restart does not invalidate what MockPass has fetched.

export const SIGNING_ALGORITHM = 'ES256';
export const ENCRYPTION_ALGORITHM = 'ECDH-ES+A256KW';

export interface PortalKey {
  /** Not extractable: only its public half ever leaves the process. */
  privateKey: CryptoKey;
  /** The public JWK, with kid (its thumbprint), use and alg. */
  publicJwk: JWK;
}

export interface PortalKeys {
  signing: PortalKey;
  encryption: PortalKey;
  /** The JSON Web Key Set the portal publishes. */
  jwks: { keys: JWK[] };
}

type KeyUse = 'sig' | 'enc';

const ALGORITHM_OF_USE: Record<KeyUse, string> = {
  sig: SIGNING_ALGORITHM,
  enc: ENCRYPTION_ALGORITHM,
};

async function importPrivate(material: string, alg: string, extractable: boolean) {
  const trimmed = material.trim();
  if (trimmed.startsWith('-----BEGIN')) return importPKCS8(trimmed, alg, { extractable });
  const key = await importJWK(JSON.parse(trimmed) as JWK, alg, { extractable });
  if (key instanceof Uint8Array) throw new Error('Expected an EC private key, got a secret key');
  return key;
}

/** Reads a private key (JWK JSON or PKCS#8 PEM) and derives its published public JWK. */
export async function portalKeyFrom(material: string, use: KeyUse): Promise<PortalKey> {
  const alg = ALGORITHM_OF_USE[use];
  const exportable = await importPrivate(material, alg, true);
  const { kty, crv, x, y } = await exportJWK(exportable);
  if (kty !== 'EC' || crv !== 'P-256') throw new Error(`The ${use} key must be an EC P-256 key`);
  const publicPart = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(publicPart);
  return {
    privateKey: await importPrivate(material, alg, false),
    publicJwk: { ...publicPart, kid, use, alg },
  };
}

async function generatedPrivateJwk(use: KeyUse): Promise<string> {
  const { privateKey } = await generateKeyPair(ALGORITHM_OF_USE[use], {
    crv: 'P-256',
    extractable: true,
  });
  return JSON.stringify(await exportJWK(privateKey));
}

/**
 * The key stored in `file`, created on first use. `wx` makes concurrent first starts agree on
 * one key: the loser of the race reads the winner's file.
 */
async function storedKeyMaterial(file: string, use: KeyUse): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, await generatedPrivateJwk(use), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFile(file, 'utf8');
}

export interface PortalKeySource {
  /** Private keys from the configuration (production). */
  signingKey: string | undefined;
  encryptionKey: string | undefined;
  /** Where generated development keys are kept (mode 0600). */
  keysDirectory: string;
}

export async function loadPortalKeys(source: PortalKeySource): Promise<PortalKeys> {
  const signing = await portalKeyFrom(
    source.signingKey ??
      (await storedKeyMaterial(path.join(source.keysDirectory, 'oidc-signing.jwk.json'), 'sig')),
    'sig',
  );
  const encryption = await portalKeyFrom(
    source.encryptionKey ??
      (await storedKeyMaterial(path.join(source.keysDirectory, 'oidc-encryption.jwk.json'), 'enc')),
    'enc',
  );
  return { signing, encryption, jwks: { keys: [signing.publicJwk, encryption.publicJwk] } };
}
