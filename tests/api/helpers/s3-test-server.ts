import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The S3_* settings that point the server at `bucket` here (path style, s3rver's own key pair). */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

// s3rver's built-in account. It refuses other key ids but does not check SigV4 signatures (a wrong secret passes).
const S3RVER_KEY = 'S3RVER';

/**
 * A fake S3 in this test process: s3rver on a free port of 127.0.0.1, keeping objects in a fresh
 * temporary folder, with `buckets` made. The server talks to it with S3_FORCE_PATH_STYLE (s3rver
 * would otherwise need bucket.127.0.0.1 host names). s3rver 3 predates the SDK's default CRC32
 * checksums but accepts our uploads with them (whole buffers, stored byte for byte: the contract
 * suite compares them).
 */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket = buckets[0]!) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY, S3_FORCE_PATH_STYLE: 'true' }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
