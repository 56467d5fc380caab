// s3rver ships no types; only what tests/api/helpers/s3-test-server.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
