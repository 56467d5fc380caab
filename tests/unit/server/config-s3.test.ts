import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = {
  DATA_DIR: '/nonexistent-data-dir',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
};

describe('S3 image storage settings', () => {
  it('are off by default: images stay in DATA_DIR/uploads', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('take a bucket alone on AWS, with the default region and the SDK credential chain', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'staylanka-photos' }).s3).toEqual({ bucket: 'staylanka-photos', endpoint: null, region: 'us-east-1', credentials: null, forcePathStyle: false });
  });

  it('take an S3-compatible endpoint, region, key pair and path style', () => {
    const s3 = loadConfig({ ...base, S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio.internal:9000/', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' }).s3;
    expect(s3).toEqual({ bucket: 'photos', endpoint: 'http://minio.internal:9000', region: 'auto', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio.internal:9000' }, 'S3_ENDPOINT set without S3_BUCKET: set S3_BUCKET to store images in a bucket, or unset them'],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET: set S3_BUCKET to store images in a bucket, or unset them'],
    [{ S3_BUCKET: 'Photos_2026' }, 'S3_BUCKET "Photos_2026" is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens)'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET "ab" is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens)'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://files.example.lk' }, 'S3_ENDPOINT must start with https:// or http://'],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false, got "sometimes"'],
  ])('refuse %o at start: %s', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(new ConfigError(message));
  });
});
