import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '@lienzo/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PHOTOS_DIR } from '../config';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import {
  GIF_1X1,
  makeJpeg,
  multipartFile,
  pngBomb,
  pngOfSize,
  SVG_WITH_SCRIPT,
  zipWith,
} from '../test/upload-files';

const INVALID_IMAGE = {
  error: {
    code: 'API_ERROR_INVALID_IMAGE_FILE',
    message: 'Invalid image. Only JPG and PNG are allowed, up to 5MB',
  },
};

async function upload(client: TestClient, bytes: Buffer, filename: string, contentType: string) {
  const response = await client.post(
    '/api/uploadBackground',
    undefined,
    multipartFile(bytes, filename, contentType),
  );
  return { response, data: response.json<{ data: UploadedImage }>().data };
}

async function listPage(client: TestClient, page: number): Promise<UploadedImage[]> {
  const response = await client.get(`/api/editor/uploads?page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: UploadedImage[] } }>().data.items;
}

/** Width and height of every size as stored on disk, decoded by sharp. */
async function storedWidths(server: TestServer, image: UploadedImage) {
  const widths: Record<string, [number, number]> = {};
  for (const [size, url] of Object.entries(image.sizes)) {
    const bytes = await server.storage.get(url.slice(1));
    if (!bytes) throw new Error(`${url} was not stored`);
    const { width, height } = await sharp(bytes).metadata();
    widths[size] = [width, height];
  }
  return widths;
}

/** What a refused upload must leave untouched. */
async function stored(server: TestServer) {
  return { uploads: await server.count('uploads'), files: await server.files() };
}

describeEachEngine('image uploads', (engine) => {
  const server = useTestServer(engine);

  describe('POST /api/uploadBackground', () => {
    it('stores a real JPEG re-encoded, upright and without metadata, with a 200 px thumbnail', async () => {
      const client = server().client();
      await client.signUp();
      const photo = await readFile(join(BUNDLED_PHOTOS_DIR, 'dandelions.jpg'));
      // Orientation 6: the camera was turned, so the stored picture must come out portrait.
      const tagged = await sharp(photo)
        .resize({ width: 640 })
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Artist: 'someone' } } })
        .jpeg()
        .toBuffer();
      expect((await sharp(tagged).metadata()).exif).toBeDefined();

      const { response, data } = await upload(client, tagged, 'holiday.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(200);
      expect(data).toEqual({
        id: expect.any(Number),
        secure_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.jpg$/),
        thumbnail_url: data.secure_url.replace('.jpg', '_t.jpg'),
        sizes: {
          o: data.secure_url,
          m: data.secure_url.replace('.jpg', '_m.jpg'),
          s: data.secure_url.replace('.jpg', '_s.jpg'),
          t: data.secure_url.replace('.jpg', '_t.jpg'),
          x: data.secure_url.replace('.jpg', '_x.jpg'),
        },
        width: 360,
        height: 640,
      });

      const picture = await client.get(data.secure_url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(picture.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 360, height: 640 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();

      const thumbnail = await client.get(data.thumbnail_url);
      expect(thumbnail.statusCode).toBe(200);
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200 });
      expect(await listPage(client, 1)).toEqual([data]);
    });

    it('stores the picture at every CDN width, read back from the stored files', async () => {
      const client = server().client();
      await client.signUp();
      const { response, data } = await upload(client, await makeJpeg(1600, 900), 'wide.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(200);
      expect(await storedWidths(server(), data)).toEqual({
        o: [1600, 900],
        m: [750, 422],
        s: [400, 225],
        t: [200, 113],
        x: [80, 45],
      });
    });

    it('never enlarges: a picture narrower than a CDN width is stored at its own width', async () => {
      const client = server().client();
      await client.signUp();
      const png = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#00ff0080' } })
        .png()
        .toBuffer();
      const { data } = await upload(client, png, 'small.png', 'image/png');
      expect(data.sizes.m).toMatch(/^\/uploads\/[a-f0-9]{24}_m\.png$/);
      expect(await storedWidths(server(), data)).toEqual({
        o: [120, 90],
        m: [120, 90],
        s: [120, 90],
        t: [120, 90],
        x: [80, 60],
      });
    });

    it('stores a real PNG as PNG, keeping its transparency', async () => {
      const client = server().client();
      await client.signUp();
      const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: '#ff000080' } })
        .png()
        .toBuffer();
      const { response, data } = await upload(client, png, 'logo.png', 'image/png');
      expect(response.statusCode).toBe(200);
      expect(data.secure_url).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
      const picture = await client.get(data.secure_url);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 300,
        height: 150,
        hasAlpha: true,
      });
    });

    it('stores a JPEG/ZIP polyglot as a plain JPEG: the hidden archive does not survive the re-encoding', async () => {
      const client = server().client();
      await client.signUp();
      const polyglot = Buffer.concat([
        await makeJpeg(120, 80),
        zipWith('evil.html', '<script>alert(1)</script>'),
      ]);
      const { response, data } = await upload(client, polyglot, 'innocent.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(200);
      const stored = (await client.get(data.secure_url)).rawPayload;
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
      expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    });

    it('decides the type by the magic bytes: a PNG named .jpg and sent as image/jpeg is stored as a PNG', async () => {
      const client = server().client();
      await client.signUp();
      const png = await pngOfSize(5000);
      const { response, data } = await upload(client, png, 'photo.jpg', 'image/jpeg');
      expect(response.statusCode).toBe(200);
      expect(data.secure_url).toMatch(/\.png$/);
      expect((await client.get(data.secure_url)).headers['content-type']).toBe('image/png');
    });

    it(`accepts exactly ${UPLOAD_MAX_BYTES} bytes and refuses one byte more, storing nothing`, async () => {
      const client = server().client();
      await client.signUp();
      const atLimit = await pngOfSize(UPLOAD_MAX_BYTES);
      expect(atLimit.length).toBe(UPLOAD_MAX_BYTES);
      const accepted = await upload(client, atLimit, 'big.png', 'image/png');
      expect(accepted.response.statusCode).toBe(200);

      const before = await stored(server());
      const over = await pngOfSize(UPLOAD_MAX_BYTES + 1);
      const refused = await upload(client, over, 'big.png', 'image/png');
      expect(refused.response.statusCode).toBe(413);
      expect(refused.response.json()).toEqual(INVALID_IMAGE);
      expect(await stored(server())).toEqual(before);
    });

    it('refuses empty, text, SVG, GIF and bomb files with the §8 message, storing nothing', async () => {
      const client = server().client();
      await client.signUp();
      const before = await stored(server());
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
      const cases: Array<[string, Buffer, string, string]> = [
        ['zero bytes', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
        ['text named .png', Buffer.from('just some words, not a picture\n'), 'notes.png', 'image/png'],
        ['SVG with a script', SVG_WITH_SCRIPT, 'vector.png', 'image/svg+xml'],
        ['GIF', GIF_1X1, 'anim.gif', 'image/gif'],
        ['truncated JPEG', (await makeJpeg(400, 300)).subarray(0, 200), 'cut.jpg', 'image/jpeg'],
      ];
      for (const [label, bytes, filename, type] of cases) {
        const { response } = await upload(client, bytes, filename, type);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual(INVALID_IMAGE);
      }
      // Over MAX_UPLOAD_PIXELS, refused from the header alone, the message saying why.
      for (const side of [20_000, 7_000]) {
        const { response } = await upload(client, pngBomb(side), 'bomb.png', 'image/png');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: {
            code: INVALID_IMAGE.error.code,
            message: `${INVALID_IMAGE.error.message} The picture is ${side}×${side}: more than 25,000,000 pixels.`,
          },
        });
      }
      expect(await stored(server())).toEqual(before);
    });

    it('refuses a body that is not multipart, or a file under another field name', async () => {
      const client = server().client();
      await client.signUp();
      const before = await stored(server());
      const jpeg = await makeJpeg(20, 20);
      const notMultipart = await client.post('/api/uploadBackground', { file: jpeg.toString('base64') });
      expect(notMultipart.statusCode).toBe(400);
      expect(notMultipart.json()).toMatchObject({ error: { code: 'API_ERROR_INVALID_IMAGE_FILE' } });
      const otherField = await client.post(
        '/api/uploadBackground',
        undefined,
        multipartFile(jpeg, 'a.jpg', 'image/jpeg', 'picture'),
      );
      expect(otherField.statusCode).toBe(400);
      expect(await stored(server())).toEqual(before);
    });

    it('needs a session (401) and the anti-forgery header (403), storing nothing', async () => {
      const before = await stored(server());
      const visitor = server().client();
      const jpeg = await makeJpeg(20, 20);
      const anonymous = await upload(visitor, jpeg, 'a.jpg', 'image/jpeg');
      expect(anonymous.response.statusCode).toBe(401);
      expect(anonymous.response.json()).toMatchObject({ error: { code: 'API_ERROR_UNAUTHORIZED' } });

      const member = server().client();
      await member.signUp();
      const forged = await member.post('/api/uploadBackground', undefined, {
        ...multipartFile(jpeg, 'a.jpg', 'image/jpeg'),
        csrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ error: { code: 'API_ERROR_CSRF' } });
      expect(await stored(server())).toEqual(before);
    });
  });

  describe('GET /api/editor/uploads', () => {
    it('lists only the user’s own images, newest first, 20 a page', async () => {
      const client = server().client();
      await client.signUp();
      const other = server().client();
      await other.signUp();
      await upload(other, await makeJpeg(30, 30), 'theirs.jpg', 'image/jpeg');

      const ids: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        const { data } = await upload(client, await makeJpeg(16 + index, 16), `${index}.jpg`, 'image/jpeg');
        ids.push(data.id);
      }
      const first = await listPage(client, 1);
      const second = await listPage(client, 2);
      expect(first.map((item) => item.id)).toEqual(ids.slice(1).reverse());
      expect(second.map((item) => item.id)).toEqual([ids[0]]);
      expect(second[0]?.width).toBe(16);
      expect(await listPage(client, 3)).toEqual([]);

      for (const query of ['?page=0', '?page=abc', '?page=-1']) {
        const response = await client.get(`/api/editor/uploads${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect((await server().client().get('/api/editor/uploads')).statusCode).toBe(401);
    });
  });

  describe('POST /api/editor/deleteUploadedFile', () => {
    it('lets only the owner delete: row and every size go; anyone else gets 404 and nothing changes', async () => {
      const owner = server().client();
      await owner.signUp();
      const { data } = await upload(owner, await makeJpeg(50, 40), 'mine.jpg', 'image/jpeg');
      const before = await stored(server());
      const file = data.secure_url.slice('/uploads/'.length);
      expect(before.files.filter((name) => name.includes(file.slice(0, 24)))).toEqual(
        Object.values(data.sizes)
          .map((url) => url.slice(1))
          .sort(),
      );

      const intruder = server().client();
      await intruder.signUp();
      const refused = await intruder.post('/api/editor/deleteUploadedFile', { id: data.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' } });
      expect(await stored(server())).toEqual(before);
      expect((await owner.get(data.secure_url)).statusCode).toBe(200);

      for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
        const response = await owner.post('/api/editor/deleteUploadedFile', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await stored(server())).toEqual(before);

      const deleted = await owner.post('/api/editor/deleteUploadedFile', { id: data.id });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      const after = await stored(server());
      expect(after.uploads).toBe(before.uploads - 1);
      expect(after.files.filter((name) => name.includes(file.slice(0, 24)))).toEqual([]);
      expect((await owner.get(data.secure_url)).statusCode).toBe(404);
      for (const url of Object.values(data.sizes)) expect((await owner.get(url)).statusCode, url).toBe(404);
      expect(await listPage(owner, 1)).toEqual([]);
      // A deleted picture's sizes are not made again from nothing.
      expect(await server().files()).toEqual(after.files);

      const again = await owner.post('/api/editor/deleteUploadedFile', { id: data.id });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('GET /uploads/{file}', () => {
    it('serves every size, and makes a size an older upload lacks from its original once, then keeps it', async () => {
      const client = server().client();
      await client.signUp();
      const { data } = await upload(client, await makeJpeg(1000, 500), 'old.jpg', 'image/jpeg');
      for (const url of Object.values(data.sizes)) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('image/jpeg');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
      // Uploads stored before every width was kept have only the original and `_t`.
      const lacking = (['m', 's', 'x'] as const).map((size) => data.sizes[size].slice(1));
      for (const key of lacking) await server().storage.delete(key);

      for (const [size, width] of [
        ['m', 750],
        ['s', 400],
        ['x', 80],
      ] as const) {
        const response = await client.get(data.sizes[size]);
        expect(response.statusCode, size).toBe(200);
        expect(response.headers['content-type'], size).toBe('image/jpeg');
        expect(await sharp(response.rawPayload).metadata(), size).toMatchObject({ format: 'jpeg', width });
      }
      for (const key of lacking) expect(await server().storage.exists(key), key).toBe(true);

      // Once made, deleting the upload removes them with the rest.
      expect((await client.post('/api/editor/deleteUploadedFile', { id: data.id })).statusCode).toBe(200);
      expect((await server().files()).filter((name) => name.includes(data.secure_url.slice(9, 33)))).toEqual(
        [],
      );
    });

    it('answers 404 for names we never make, including path traversal in any encoding', async () => {
      const client = server().client();
      for (const url of [
        '/uploads/..%2F..%2Fetc%2Fpasswd',
        '/uploads/%2e%2e%2flienzo.sqlite',
        '/uploads/..%252Flienzo.sqlite',
        '/uploads/../lienzo.sqlite',
        '/uploads/0123456789abcdef01234567.gif',
        '/uploads/0123456789abcdef01234567.jpg',
        '/uploads/0123456789ABCDEF01234567.jpg',
        '/uploads/0123456789abcdef01234567_s.jpg',
        '/uploads/',
      ]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(404);
      }
    });
  });
});
