import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StoreSettings } from '../../config/documents.js';
import type { FileContent, FileStorage, StagedFile, StoredFile } from './file-storage.js';
import { SAFE_KEY, STAGED_SUFFIX, sweepFolder } from './sweep-folder.js';

// The file storage on an S3-compatible object store, shared by every instance (OPS-47). The same
// design as the local directory (docs/files.md): a staged object `<key>.partial` is written before
// the transaction, copied to `<key>` and deleted after the row commits, discarded when it fails;
// a read falls back to the staged object, as a row proves its file was committed; the sweep
// completes, expires and removes by listing the folder's prefix. S3 has no rename, so making a
// file live is a copy then a delete: a crash between them leaves both, and the sweep, finding the
// staged one referenced, copies the same bytes again and deletes it.

/** The client the settings describe; checksums only where S3 requires them, as emulators lack some. */
function clientOf(settings: S3StoreSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound;
}

/**
 * The whole content in memory: S3 needs an object's length before its first byte, and uploads are
 * capped small by the callers' multipart limits (2,048,000 bytes, APP-43).
 */
async function bytesOf(content: FileContent): Promise<Buffer> {
  if (content instanceof Uint8Array) return Buffer.from(content);
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function createS3FileStorage(settings: S3StoreSettings): FileStorage {
  const client = clientOf(settings);
  const Bucket = settings.bucket;
  const stagedKeyOf = (key: string) => `${key}${STAGED_SUFFIX}`;

  /**
   * The object as the store sends it (OPS-68): the SDK's body is the HTTP answer's own stream in
   * Node, piped on to the download, so no document is held in memory whole. Undefined when there
   * is no such object.
   */
  async function getObject(objectKey: string): Promise<StoredFile | undefined> {
    const answer = await client
      .send(new GetObjectCommand({ Bucket, Key: objectKey }))
      .catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
    if (!answer) return undefined;
    const { Body: content, ContentLength: sizeBytes } = answer;
    if (content instanceof Readable && sizeBytes !== undefined) return { content, sizeBytes };
    // Frees the connection the unread body holds.
    if (content instanceof Readable) content.destroy();
    throw new Error('The object store answered without a readable body and its length');
  }

  async function deleteObject(objectKey: string): Promise<void> {
    // Deleting a key that is not there succeeds on S3, as remove() promises.
    await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey }));
  }

  /** Copies the staged object to its key and deletes it; false when it was no longer staged. */
  async function makeLive(key: string): Promise<boolean> {
    try {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${stagedKeyOf(key)}` }),
      );
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await deleteObject(stagedKeyOf(key));
    return true;
  }

  async function listNames(folder: string): Promise<string[]> {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names;
  }

  return {
    async stage(folder, content): Promise<StagedFile> {
      const key = `${folder}/${randomUUID()}`;
      assertSafeKey(key);
      const body = await bytesOf(content);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: stagedKeyOf(key),
          Body: body,
          ContentLength: body.length,
          ContentType: 'application/octet-stream',
        }),
      );
      return { key, sizeBytes: body.length };
    },

    async commit({ key }) {
      if (await makeLive(key)) return;
      // A sweep running at the same moment may have made it live first.
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    },

    async discard({ key }) {
      await deleteObject(stagedKeyOf(key));
    },

    async read(key) {
      assertSafeKey(key);
      return (await getObject(key)) ?? getObject(stagedKeyOf(key));
    },

    async remove(key) {
      assertSafeKey(key);
      await deleteObject(key);
    },

    sweep(options) {
      return sweepFolder(
        {
          list: listNames,
          makeLive,
          async stagedModifiedMs(key) {
            try {
              const head = await client.send(
                new HeadObjectCommand({ Bucket, Key: stagedKeyOf(key) }),
              );
              return head.LastModified?.getTime();
            } catch (error) {
              if (isMissing(error)) return undefined;
              throw error;
            }
          },
          removeStaged: (key) => deleteObject(stagedKeyOf(key)),
          removeLive: deleteObject,
        },
        options,
      );
    },
  };
}
