// The S3-compatible server the S3 tests run against: the one in TEST_S3_ENDPOINT when set, otherwise an
// s3rver (a real S3 implementation in Node) on a loopback port over a temp folder, started for one test file.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../storage/s3-storage';
import type { TestStorage } from './harness';

/** s3rver knows one account: these keys. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const DEFAULT_TEST_BUCKET = 'lienzo-test';

export interface S3TestTarget {
  /** Why the S3 tests cannot run here, or null. */
  skipReason: string | null;
  /** Which server answers, for test titles. */
  label: string;
  /** Options for a storage under a fresh key prefix of its own, so suites never see each other's objects. */
  options(overrides?: Partial<S3StorageOptions>): S3StorageOptions;
  /** An S3Storage under a fresh prefix, and the keys it holds, for `useTestServer(…, { storage })`. */
  testStorage(): TestStorage & { storage: S3Storage };
  /** Every key under the options' prefix (without it), sorted. */
  keys(options: S3StorageOptions): Promise<string[]>;
  /** Removes what the tests stored, and stops the server if it was started here. */
  close(): Promise<void>;
}

/** A client of the tests' own, to look at the bucket behind a storage's back. */
export function clientFor(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
  });
}

async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** The bucket must answer; a fresh MinIO has none, so a missing one is created. */
async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

function target(base: S3StorageOptions, label: string, stop: () => Promise<void>): S3TestTarget {
  const client = clientFor(base);
  const prefixes: string[] = [];
  const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => {
    const prefix = `lienzo-test-${randomBytes(6).toString('hex')}`;
    prefixes.push(prefix);
    return { ...base, prefix, ...overrides };
  };
  const keys = (of: S3StorageOptions) => listKeys(client, of.bucket, `${of.prefix}/`);
  return {
    skipReason: null,
    label,
    options,
    keys,
    testStorage() {
      const chosen = options();
      return { storage: new S3Storage(chosen), files: () => keys(chosen) };
    },
    async close() {
      for (const prefix of prefixes) {
        const left = await listKeys(client, base.bucket, `${prefix}/`);
        if (left.length)
          await client.send(
            new DeleteObjectsCommand({
              Bucket: base.bucket,
              Delete: { Objects: left.map((key) => ({ Key: `${prefix}/${key}` })) },
            }),
          );
      }
      client.destroy();
      await stop();
    },
  };
}

function skipped(reason: string): S3TestTarget {
  console.warn(`S3 storage tests skipped: ${reason}`);
  const unavailable = () => {
    throw new Error(`no S3 server: ${reason}`);
  };
  return {
    skipReason: reason,
    label: `no S3 server: skipped (${reason})`,
    options: unavailable,
    testStorage: unavailable,
    keys: unavailable,
    close: async () => {},
  };
}

async function fromEnvironment(endpoint: string, env: NodeJS.ProcessEnv): Promise<S3TestTarget> {
  const { TEST_S3_ACCESS_KEY_ID: accessKeyId, TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const base: S3StorageOptions = {
    endpoint,
    bucket: env.TEST_S3_BUCKET || DEFAULT_TEST_BUCKET,
    region: env.TEST_S3_REGION || 'us-east-1',
    forcePathStyle: true,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
  const client = clientFor(base);
  try {
    await ensureBucket(client, base.bucket);
  } catch (error) {
    const { name, message } = error as Error;
    return skipped(`TEST_S3_ENDPOINT ${endpoint} bucket ${base.bucket}: ${name}: ${message}`);
  } finally {
    client.destroy();
  }
  return target(base, `S3 at ${endpoint}`, async () => {});
}

async function startS3rver(): Promise<S3TestTarget> {
  const directory = await mkdtemp(join(tmpdir(), 'lienzo-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: DEFAULT_TEST_BUCKET }],
  });
  try {
    const { port } = await server.run();
    const base: S3StorageOptions = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: DEFAULT_TEST_BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    };
    return target(base, 's3rver', async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    return skipped(`s3rver could not start: ${(error as Error).message}`);
  }
}

/** Call once per test file (top level) and `close()` it in `afterAll`. */
export async function openS3TestTarget(env: NodeJS.ProcessEnv = process.env): Promise<S3TestTarget> {
  return env.TEST_S3_ENDPOINT ? fromEnvironment(env.TEST_S3_ENDPOINT, env) : startS3rver();
}

/** An http:// address on this machine where nothing listens: a port just opened and closed again. */
export async function unreachableEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port was given');
  return `http://127.0.0.1:${address.port}`;
}
