import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { ConfigError, type S3Settings } from '../config';

/** The HTTP status an S3 call failed with, if the store answered at all. */
export function s3StatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** The client for S3_* settings; one per process, its sockets reused by every call. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A store that does not answer must not hold an upload or an image request for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
}

const where = (settings: S3Settings) => (settings.endpoint ? `at ${settings.endpoint}` : `in AWS region ${settings.region}`);

/** Says in the operator's words why the bucket could not be reached, naming the setting to look at. */
function bucketProblem(error: unknown, settings: S3Settings): string {
  const bucket = `S3 bucket "${settings.bucket}" ${where(settings)}`;
  const status = s3StatusOf(error);
  if (status === 404) return `${bucket} does not exist: create it or correct S3_BUCKET`;
  if (status === 401 || status === 403) {
    return `${bucket} refused access: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the credentials the AWS SDK found) and that they may list, read, write and delete in the bucket`;
  }
  if (status === 301 || status === 400) return `${bucket} could not be used (HTTP ${status}): check S3_REGION and S3_FORCE_PATH_STYLE`;
  const name = (error as Error | null)?.name ?? '';
  if (name === 'CredentialsProviderError') return `No credentials for ${bucket}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give the process AWS credentials`;
  return `Cannot reach ${bucket}${status ? ` (HTTP ${status})` : ''}: ${(error as Error | null)?.message || name || 'no answer'}; check S3_ENDPOINT`;
}

/**
 * Asks for the bucket once at start (HeadBucket: it exists, and the credentials may use it), so a
 * wrong setting stops the server with a sentence instead of failing the first upload with a 500.
 */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    throw new ConfigError(bucketProblem(error, settings));
  }
}
