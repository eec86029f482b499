import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openS3TestTarget, unreachableEndpoint } from '../test/s3';
import { LocalStorage } from './local-storage';
import { openStorage } from './open-storage';
import { S3Storage } from './s3-storage';

const s3 = await openS3TestTarget();
afterAll(() => s3.close());

describe('the storage the server starts with', () => {
  it('is the local folder of the configuration by default', async () => {
    const storage = await openStorage({ kind: 'local', root: '/srv/lienzo/files' });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe('/srv/lienzo/files');
  });

  describe.skipIf(s3.skipReason !== null)(`STORAGE=s3 [${s3.label}]`, () => {
    it('is the bucket once it answers', async () => {
      const storage = await openStorage({ kind: 's3', s3: s3.options() });
      expect(storage).toBeInstanceOf(S3Storage);
      (storage as S3Storage).destroy();
    });

    it('refuses to start on a bucket that does not exist or an endpoint that does not answer, saying which', async () => {
      const bucket = `lienzo-missing-${randomBytes(4).toString('hex')}`;
      await expect(openStorage({ kind: 's3', s3: s3.options({ bucket }) })).rejects.toThrow(
        `S3 HEAD BUCKET ${bucket} failed`,
      );
      const endpoint = await unreachableEndpoint();
      await expect(openStorage({ kind: 's3', s3: s3.options({ endpoint }) })).rejects.toThrow('ECONNREFUSED');
    });
  });
});
