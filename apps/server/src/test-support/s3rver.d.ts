// The part of s3rver 3 (an S3 emulator, dev dependency) the tests use; the package has no types.

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port, read from run()'s answer. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
