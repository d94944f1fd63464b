import { z } from 'zod';

// Where uploaded documents are kept (OPS-46, docs/files.md): the local directory DATA_DIR/files by
// default, so a fresh clone needs no outside service, or an S3-compatible object store that every
// instance of the production shape shares (OPS-47).

const DOCUMENT_STORES = ['local', 's3'] as const;

/** Without them the store cannot be reached at all, so they are required in every environment. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

export const documentStoreEnvironment = {
  /** local (default: DATA_DIR/files on this machine) or s3 (an S3-compatible object store). */
  DOCUMENT_STORE: z.enum(DOCUMENT_STORES).default('local'),
  /** The bucket the documents go to; required with s3. It must not be public. */
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** The store's address (MinIO, Ceph, a local emulator); absent: Amazon S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The region requests are signed for; required with s3 (any value for most emulators). */
  S3_REGION: z.string().trim().min(1).optional(),
  /** The access key of the portal's own user of the store; required with s3. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** Its secret; required with s3. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true: bucket in the path (`<endpoint>/<bucket>/<key>`), as most S3-compatible stores want. */
  S3_FORCE_PATH_STYLE: booleanString.default(false),
};

type DocumentStoreEnvironment = z.infer<z.ZodObject<typeof documentStoreEnvironment>>;

export interface S3StoreSettings {
  kind: 's3';
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type DocumentStoreSettings = { kind: 'local' } | S3StoreSettings;

export function documentStoreSettings(environment: DocumentStoreEnvironment): {
  documentStore: DocumentStoreSettings;
} {
  if (environment.DOCUMENT_STORE === 'local') return { documentStore: { kind: 'local' } };
  // documentStoreProblems has refused a missing key before this runs.
  return {
    documentStore: {
      kind: 's3',
      bucket: environment.S3_BUCKET ?? '',
      endpoint: environment.S3_ENDPOINT,
      region: environment.S3_REGION ?? '',
      accessKeyId: environment.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: environment.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: environment.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Read from the raw values, so these are listed with every other bad variable (OPS-48). */
export function documentStoreProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.DOCUMENT_STORE !== 's3') return problems;
  for (const variable of S3_REQUIRED) {
    if (values[variable] === undefined) {
      problems.set(variable, `${variable} is required when DOCUMENT_STORE=s3`);
    }
  }
  // Applicants' documents are personal data: production never moves them over plain HTTP.
  if (values.NODE_ENV === 'production' && values.S3_ENDPOINT?.startsWith('http:')) {
    problems.set('S3_ENDPOINT', 'S3_ENDPOINT must be https in production');
  }
  return problems;
}
