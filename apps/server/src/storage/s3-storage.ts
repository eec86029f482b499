import type * as S3Sdk from '@aws-sdk/client-s3';
import { requireWhenUsed } from '../require-when-used';
import { contentTypeOf } from './content-types';
import { assertStorageFolder, assertStorageKey, STORAGE_KEY, type Storage, type StoredFile } from './storage';

// The SDK warns once per process that its 2027 releases will need Node 22; the switch is the one its
// maintainers give (aws/aws-sdk-js-v3#7983). `??=` leaves an operator's own setting alone.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); AWS itself when undefined. */
  endpoint?: string | undefined;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name; most S3-compatible servers need it. */
  forcePathStyle?: boolean;
  /** Fixed keys; the SDK's default chain (environment, profile, instance role) when undefined. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Folder inside the bucket for every key, e.g. `lienzo/prod`; none when empty. */
  prefix?: string;
  /** Objects asked for per LIST request: S3's most, 1,000, unless given (the tests ask for few, to page). */
  listPageSize?: number;
}

/** A failed S3 call, described without credentials, request signatures or the SDK's raw error fields. */
export class S3StorageError extends Error {
  override readonly name = 'S3StorageError';
  constructor(
    readonly operation: string,
    readonly target: string,
    readonly status: number | undefined,
    reason: string,
  ) {
    super(`S3 ${operation} ${target} failed: ${reason}`);
  }
}

/** HTTP status of an SDK error; undefined when no answer came back (connection refused, DNS, timeout). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata as { httpStatusCode?: number } | undefined;
  return metadata?.httpStatusCode;
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown error';
}

const BUCKET_HINTS: Readonly<Record<number, string>> = {
  301: 'the bucket is in another region',
  400: 'the request was refused (check the region and endpoint)',
  403: 'access denied (check the credentials and the bucket policy)',
  404: 'the bucket does not exist',
};

/**
 * Files as objects of an S3 bucket (DESIGN.md §5: many stateless processes share one bucket). A PutObject is
 * atomic, so readers see the old object or the whole new one, as `Storage.put` promises.
 */
export class S3Storage implements Storage {
  private readonly client: S3Sdk.S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly secrets: string[];
  private readonly listPageSize: number | undefined;

  private readonly sdk = requireWhenUsed<typeof S3Sdk>('@aws-sdk/client-s3');

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.listPageSize = options.listPageSize;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.secrets = options.credentials
      ? [options.credentials.accessKeyId, options.credentials.secretAccessKey].filter(Boolean)
      : [];
    this.client = new this.sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // Without limits a silent endpoint would hold a request (and its client) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const objectKey = this.objectKey(key);
    await this.call('PUT', key, () =>
      this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentTypeOf(key),
        }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
      if (!answer.Body) throw new Error('the answer has no body');
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      // A missing bucket is a broken configuration, not a missing file.
      if (nameOf(error) === 'NoSuchKey' || (httpStatusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket'))
        return null;
      throw this.failure('GET', this.where(key), error);
    }
  }

  /** S3 answers a delete of a missing object with success, so this is idempotent as `Storage` asks. */
  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    await this.call('DELETE', key, () =>
      this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey })),
    );
  }

  async exists(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 404) return false;
      throw this.failure('HEAD', this.where(key), error);
    }
  }

  /**
   * A page at a time (up to 1,000 objects), so a large bucket is never held in memory whole. Each page starts
   * after the last object name of the one before (S3 lists in name order). ListObjects (version 1, which every
   * S3-compatible server has) rather than V2: V2's continuation tokens are something s3rver, the tests' server,
   * cannot make on Node 20 (it encrypts them with DES, which OpenSSL 3 no longer offers).
   */
  async *list(folder: string): AsyncIterable<StoredFile> {
    assertStorageFolder(folder);
    const prefix = `${this.prefix}${folder}/`;
    let after: string | undefined;
    do {
      const page = await this.client
        .send(
          new this.sdk.ListObjectsCommand({
            Bucket: this.bucket,
            Prefix: prefix,
            MaxKeys: this.listPageSize,
            Marker: after,
          }),
        )
        .catch((error: unknown) => {
          throw this.failure('LIST', `${this.bucket}/${prefix}`, error);
        });
      const objects = page.Contents ?? [];
      for (const object of objects) {
        const key = object.Key?.slice(this.prefix.length);
        // Anything deeper than the folder, or named otherwise, is not a key of ours.
        if (key && object.LastModified && STORAGE_KEY.test(key)) yield { key, modified: object.LastModified };
      }
      after = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (after);
  }

  /** A PutObject stores the whole object or nothing, so a cut-off put leaves nothing behind. */
  async removeUnfinishedWrites(): Promise<number> {
    return 0;
  }

  /** Throws an `S3StorageError` saying why, unless the bucket answers to these credentials. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = httpStatusOf(error);
      const hint = status === undefined ? undefined : BUCKET_HINTS[status];
      throw this.failure('HEAD BUCKET', this.bucket, error, hint);
    }
  }

  /** Closes the client's open connections. */
  destroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix + key;
  }

  private async call(operation: string, key: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      throw this.failure(operation, this.where(key), error);
    }
  }

  private failure(operation: string, target: string, error: unknown, hint?: string): S3StorageError {
    const status = httpStatusOf(error);
    const parts = [nameOf(error)];
    if (status !== undefined) parts.push(`HTTP ${status}`);
    // Network errors name the address (ECONNREFUSED 10.0.0.5:9000), which is what an operator needs.
    const message = error instanceof Error ? error.message : '';
    if (message && message !== 'UnknownError' && message !== nameOf(error)) parts.push(message);
    if (hint) parts.push(hint);
    return new S3StorageError(operation, target, status, this.redact(parts.join(': ')));
  }

  private where(key: string): string {
    return `${this.bucket}/${this.prefix}${key}`;
  }

  private redact(text: string): string {
    return this.secrets.reduce((clean, secret) => clean.split(secret).join('[redacted]'), text);
  }
}
