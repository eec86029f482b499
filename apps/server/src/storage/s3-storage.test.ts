// What only the S3 backend does: prefix and content types, failures described without secrets, the bucket
// check at start, and a quiet SDK. The shared promises are in storage-contract.test.ts.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clientFor, openS3TestTarget, unreachableEndpoint } from '../test/s3';
import { S3Storage, S3StorageError, type S3StorageOptions } from './s3-storage';
import { InvalidStorageKeyError, newStorageKey } from './storage';

const s3 = await openS3TestTarget();
afterAll(() => s3.close());

const opened: S3Storage[] = [];
function open(options: S3StorageOptions): S3Storage {
  const storage = new S3Storage(options);
  opened.push(storage);
  return storage;
}
afterEach(() => {
  for (const storage of opened.splice(0)) storage.destroy();
});

/** Everything an error carries that could end up in a log line. */
function everythingIn(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = Object.getOwnPropertyNames(error).map(
    (name) => (error as unknown as Record<string, unknown>)[name],
  );
  return [String(error), error.stack, JSON.stringify(error), JSON.stringify(fields)].join('\n');
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe.skipIf(s3.skipReason !== null)(`S3Storage [${s3.label}]`, () => {
  it('keeps each object under the prefix, with the media type of its extension', async () => {
    const options = s3.options();
    const storage = open(options);
    const client = clientFor(options);
    try {
      const expected = {
        png: 'image/png',
        jpg: 'image/jpeg',
        ttf: 'font/ttf',
        wav: 'audio/wav',
        bin: 'application/octet-stream',
      };
      for (const [extension, type] of Object.entries(expected)) {
        const key = newStorageKey('media', extension);
        await storage.put(key, Buffer.from(extension));
        const head = await client.send(
          new HeadObjectCommand({ Bucket: options.bucket, Key: `${options.prefix}/${key}` }),
        );
        expect(head.ContentType, extension).toBe(type);
        expect(head.ContentLength, extension).toBe(extension.length);
      }
      expect(await s3.keys(options)).toHaveLength(Object.keys(expected).length);
    } finally {
      client.destroy();
    }
  });

  it('lists one folder of its own prefix page by page, skipping objects whose names are not keys', async () => {
    const options = s3.options({ listPageSize: 2 });
    const storage = open(options);
    const neighbour = open(s3.options());
    const client = clientFor(options);
    try {
      const keys = Array.from({ length: 5 }, () => newStorageKey('designs', 'png'));
      for (const key of keys) await storage.put(key, Buffer.from(key));
      await neighbour.put(newStorageKey('designs', 'png'), Buffer.from('another install'));
      for (const name of ['designs/Upper.png', 'designs/inner/a.png', 'designs/no-extension'])
        await client.send(
          new PutObjectCommand({ Bucket: options.bucket, Key: `${options.prefix}/${name}`, Body: 'x' }),
        );
      const found: string[] = [];
      for await (const file of storage.list('designs')) found.push(file.key);
      expect(found.sort()).toEqual(keys.sort());
    } finally {
      client.destroy();
    }
  });

  it('finds the bucket at start, and says why when it cannot', async () => {
    await expect(open(s3.options()).checkBucket()).resolves.toBeUndefined();

    const missing = open(s3.options({ bucket: `lienzo-missing-${randomBytes(4).toString('hex')}` }));
    await expect(missing.checkBucket()).rejects.toThrow(
      /HEAD BUCKET lienzo-missing-\w+ failed: .*the bucket does not exist/,
    );

    const endpoint = await unreachableEndpoint();
    const down = open(s3.options({ endpoint }));
    await expect(down.checkBucket()).rejects.toThrow(`ECONNREFUSED ${endpoint.replace('http://', '')}`);
  });

  it('treats a missing bucket as a failure on put and get, never as a missing file', async () => {
    const bucket = `lienzo-missing-${randomBytes(4).toString('hex')}`;
    const storage = open(s3.options({ bucket }));
    const key = newStorageKey('designs', 'png');
    const put = await failureOf(storage.put(key, Buffer.from('x')));
    expect(put).toBeInstanceOf(S3StorageError);
    expect((put as S3StorageError).message).toMatch(
      new RegExp(`^S3 PUT ${bucket}/lienzo-test-\\w+/${key} failed: NoSuchBucket`),
    );
    const get = await failureOf(storage.get(key));
    expect(get).toBeInstanceOf(S3StorageError);
    expect((get as S3StorageError).status).toBe(404);
  });

  it('fails every call on an endpoint that does not answer, yet checks the key before trying', async () => {
    const endpoint = await unreachableEndpoint();
    const storage = open(s3.options({ endpoint }));
    const key = newStorageKey('uploads', 'jpg');
    for (const call of [
      () => storage.put(key, Buffer.from('x')),
      () => storage.get(key),
      () => storage.exists(key),
      () => storage.delete(key),
      async () => {
        for await (const file of storage.list('uploads')) void file;
      },
    ]) {
      const error = await failureOf(call());
      expect(error).toBeInstanceOf(S3StorageError);
      expect((error as S3StorageError).message).toContain('ECONNREFUSED');
      expect((error as S3StorageError).status).toBeUndefined();
    }
    // Refused before any request: a network attempt would have failed with ECONNREFUSED instead.
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get('/etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('never puts the access key or the secret in an error, even when the server names the key', async () => {
    const credentials = {
      accessKeyId: 'LIENZOUNKNOWNKEY0042',
      secretAccessKey: 'lienzo-secret-never-shown-9f2c',
    };
    const storage = open(s3.options({ credentials }));
    const key = newStorageKey('uploads', 'png');
    const errors = [
      await failureOf(storage.put(key, Buffer.from('x'))),
      await failureOf(storage.get(key)),
      await failureOf(storage.exists(key)),
      await failureOf(storage.checkBucket()),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(S3StorageError);
      expect((error as S3StorageError).status).toBe(403);
      const text = everythingIn(error);
      expect(text).not.toContain(credentials.accessKeyId);
      expect(text).not.toContain(credentials.secretAccessKey);
    }
    expect((errors[3] as S3StorageError).message).toContain('access denied');
  });
});

const execFileAsync = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/** A fresh Node process that makes one S3Storage, as the server does at start; what it writes to stderr. */
async function stderrOfAProcessMakingAnS3Storage(env: NodeJS.ProcessEnv): Promise<string> {
  const bundle = await build({
    stdin: {
      contents:
        "import { S3Storage } from './src/storage/s3-storage';\n" +
        "new S3Storage({ bucket: 'lienzo', region: 'us-east-1' }).destroy();\n",
      resolveDir: SERVER_DIR,
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
  });
  const code = bundle.outputFiles[0]!.text;
  const { stderr } = await execFileAsync(process.execPath, ['--input-type=module', '--eval', code], {
    cwd: SERVER_DIR,
    env,
  });
  return stderr;
}

describe('the AWS SDK on Node 20', () => {
  it('prints no NodeVersionSupportWarning from our process, unless the operator turns it back on', async () => {
    // This test process made S3Storages already, which set the switch: the child must start without it.
    const { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: _set, ...env } = process.env;
    expect(await stderrOfAProcessMakingAnS3Storage(env)).not.toContain('NodeVersionSupportWarning');
    const reEnabled = await stderrOfAProcessMakingAnS3Storage({
      ...env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'false',
    });
    // Only Node before 22 is warned about, so only there does the switch show.
    if (NODE_MAJOR < 22) expect(reEnabled).toContain('NodeVersionSupportWarning');
    else expect(reEnabled).not.toContain('NodeVersionSupportWarning');
  });
});
