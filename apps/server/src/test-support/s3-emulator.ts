import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../config/documents.js';

// An S3-compatible store on a free loopback port, its objects in a temporary directory, for the
// tests of the S3 file storage (OPS-50). s3rver accepts any request signed with its own key.

const BUCKET = 'portal-documents';
const S3RVER_KEY = 'S3RVER';

export interface S3Emulator {
  /** The portal's environment for this store (DOCUMENT_STORE=s3 and its keys). */
  environment: Record<string, string>;
  settings: S3StoreSettings;
  /** Every object key in the bucket under `prefix`, sorted: what the store really holds. */
  keys(prefix?: string): Promise<string[]>;
  /** Writes an object behind the portal's back, as a crash or another tool would leave it. */
  put(key: string, content: string): Promise<void>;
  /** Deletes an object behind the portal's back, as a lost file would be. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Emulator(): Promise<S3Emulator> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const environment = {
    DOCUMENT_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: environment.S3_ENDPOINT,
    region: environment.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    environment,
    settings: {
      kind: 's3',
      bucket: BUCKET,
      endpoint: environment.S3_ENDPOINT,
      region: environment.S3_REGION,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    async keys(prefix = '') {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }),
      );
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    async put(key, content) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: content }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
