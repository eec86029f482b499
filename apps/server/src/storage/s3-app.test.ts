// The whole server on an S3 bucket (DESIGN.md §5 scale-out): uploads, design images and deletions go through
// the bucket, and a bucket that fails answers a clean §8 error with nothing stored.
import { randomBytes } from 'node:crypto';
import type { SavedDesign, UploadedImage } from '@lienzo/core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestStorage } from '../test/harness';
import { openS3TestTarget, unreachableEndpoint } from '../test/s3';
import { makeJpeg, multipartFile } from '../test/upload-files';
import { S3Storage } from './s3-storage';

const s3 = await openS3TestTarget();
afterAll(() => s3.close());

async function upload(client: TestClient, bytes: Buffer) {
  return client.post('/api/uploadBackground', undefined, multipartFile(bytes, 'photo.jpg', 'image/jpeg'));
}

/** A storage whose every call fails, and that nothing can be listed from. */
function failingStorage(overrides: { bucket?: string; endpoint?: string }): TestStorage {
  return {
    storage: new S3Storage(s3.options(overrides)),
    files: () => Promise.reject(new Error('a failing storage holds no files')),
  };
}

const endpointDown = s3.skipReason ? '' : await unreachableEndpoint();

describe.skipIf(s3.skipReason !== null)(`the server on S3 storage [${s3.label}]`, () => {
  describeEachEngine('uploads and designs', (engine) => {
    const server = useTestServer(engine, { storage: s3.skipReason ? undefined : s3.testStorage() });

    it('serves an upload and a saved design from the bucket, and deleting the upload removes its objects', async () => {
      const client = server().client();
      await client.signUp();
      const jpeg = await makeJpeg(640, 480);
      const uploaded = await upload(client, jpeg);
      expect(uploaded.statusCode).toBe(200);
      const image = uploaded.json<{ data: UploadedImage }>().data;
      const uploadKeys = Object.values(image.sizes).map((url) => url.slice(1));
      expect(uploadKeys).toContain(image.thumbnail_url.slice(1));
      expect(await server().files()).toEqual([...uploadKeys].sort());

      const picture = await client.get(image.secure_url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.equals((await server().storage.get(image.secure_url.slice(1)))!)).toBe(true);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
      const thumbnail = await client.get(image.thumbnail_url);
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200 });

      const saved = await client.post('/api/save', savePayload(await makePng(540, 960, '#3366ff')));
      expect(saved.statusCode).toBe(200);
      const { hash } = saved.json<{ data: SavedDesign }>().data;
      const original = await client.get(`/designs/${hash}_o.png`);
      expect(original.statusCode).toBe(200);
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 540,
        height: 960,
      });
      const small = await client.get(`/designs/${hash}_t.png`);
      expect(small.statusCode).toBe(200);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200 });
      const designKeys = (await server().files()).filter((key) => key.startsWith('designs/'));
      expect(designKeys).toHaveLength(2);
      expect(designKeys.filter((key) => key.endsWith('_t.png'))).toHaveLength(1);

      const deleted = await client.post('/api/editor/deleteUploadedFile', { id: image.id });
      expect(deleted.statusCode).toBe(200);
      expect(await server().files()).toEqual(designKeys);
      expect((await client.get(image.secure_url)).statusCode).toBe(404);
      expect((await client.get(image.thumbnail_url)).statusCode).toBe(404);
    });
  });

  const failures = [
    { name: 'a bucket that does not exist', bucket: `lienzo-missing-${randomBytes(4).toString('hex')}` },
    { name: 'an endpoint that does not answer', endpoint: endpointDown },
  ];
  for (const { name, ...overrides } of failures) {
    describeEachEngine(`a server whose storage is ${name}`, (engine) => {
      const server = useTestServer(engine, {
        storage: s3.skipReason ? undefined : failingStorage(overrides),
      });

      it('answers an upload with the §8 upload error, and a save with a bare 500, storing no row', async () => {
        const client = server().client();
        await client.signUp();
        const refused = await upload(client, await makeJpeg(64, 64));
        expect(refused.statusCode).toBe(500);
        expect(refused.json()).toEqual({
          error: {
            code: 'API_ERROR_UPLOAD_FAIL',
            message: 'Something went wrong triyng to upload your file, please try again.',
          },
        });
        const save = await client.post('/api/save', savePayload(await makePng(64, 64)));
        expect(save.statusCode).toBe(500);
        expect(save.json()).toEqual({
          error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
        });
        for (const body of [refused.body, save.body]) {
          expect(body).not.toContain('S3');
          expect(body).not.toContain('127.0.0.1');
        }
        expect(await server().count('uploads')).toBe(0);
        expect(await server().count('designs')).toBe(0);
      });
    });
  }
});
