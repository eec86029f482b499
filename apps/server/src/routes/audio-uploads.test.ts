import { UPLOAD_MAX_BYTES, type UploadedAudio, type UploadedImage } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { MP3_FIXTURE, MP3_FIXTURE_DURATION, notMp3Corpus } from '../test/audio-files';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';

const INVALID_AUDIO = {
  error: {
    code: 'API_ERROR_INVALID_AUDIO_FILE',
    message: 'Please try again by selecting a valid mp3 file.',
  },
};

async function uploadAudio(client: TestClient, bytes: Buffer, filename = 'song.mp3', type = 'audio/mpeg') {
  const response = await client.post('/api/uploadAudio', undefined, multipartFile(bytes, filename, type));
  return { response, data: response.json<{ data: UploadedAudio }>().data };
}

async function listAudio(client: TestClient, page = 1): Promise<UploadedAudio[]> {
  const response = await client.get(`/api/editor/uploads?type=audio&page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: UploadedAudio[] } }>().data.items;
}

/** What a refused upload must leave untouched. */
async function stored(server: TestServer) {
  return { uploads: await server.count('uploads'), files: await server.files() };
}

describeEachEngine('audio uploads', (engine) => {
  // The refused corpus is more uploads than the default 30 a minute.
  const server = useTestServer(engine, { uploadRateLimit: { max: 100, timeWindow: 60_000 } });

  describe('POST /api/uploadAudio', () => {
    it('stores a real MP3 byte for byte under a generated name, with its duration from the frames and the name it came with', async () => {
      const client = server().client();
      await client.signUp();
      const { response, data } = await uploadAudio(client, MP3_FIXTURE, '../../My Song.mp3');
      expect(response.statusCode).toBe(200);
      expect(data).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.mp3$/),
        // The folders of the path it came with are not part of the name.
        name: 'My Song',
        duration: expect.closeTo(MP3_FIXTURE_DURATION, 6),
        bytes: MP3_FIXTURE.length,
      });
      expect(await server().files()).toContain(data.url.slice(1));
      expect(await listAudio(client)).toEqual([data]);

      const file = await client.get(data.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['accept-ranges']).toBe('bytes');
      expect(file.rawPayload.equals(MP3_FIXTURE)).toBe(true);
    });

    it('serves a Range as 206 with Content-Range, so an <audio> element can seek', async () => {
      const client = server().client();
      await client.signUp();
      const { data } = await uploadAudio(client, MP3_FIXTURE);
      const first = await client.get(data.url, { headers: { range: 'bytes=0-99' } });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-type']).toBe('audio/mpeg');
      expect(first.headers['content-range']).toBe(`bytes 0-99/${MP3_FIXTURE.length}`);
      expect(first.headers['content-length']).toBe('100');
      expect(first.rawPayload.equals(MP3_FIXTURE.subarray(0, 100))).toBe(true);

      const tail = await client.get(data.url, { headers: { range: 'bytes=12000-' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe(
        `bytes 12000-${MP3_FIXTURE.length - 1}/${MP3_FIXTURE.length}`,
      );
      expect(tail.rawPayload.equals(MP3_FIXTURE.subarray(12000))).toBe(true);

      const outside = await client.get(data.url, { headers: { range: `bytes=${MP3_FIXTURE.length}-` } });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${MP3_FIXTURE.length}`);
      expect(outside.json()).toMatchObject({ error: { code: 'API_ERROR_VALIDATION' } });
    });

    it('refuses whatever is not a whole MP3, named .mp3 or not, with the §5 message, storing nothing', async () => {
      const client = server().client();
      await client.signUp();
      const before = await stored(server());
      for (const [label, bytes] of await notMp3Corpus()) {
        const { response } = await uploadAudio(client, bytes, 'song.mp3', 'audio/mpeg');
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual(INVALID_AUDIO);
      }
      expect(await stored(server())).toEqual(before);
      expect(await listAudio(client)).toEqual([]);
    });

    it(`refuses a file over ${UPLOAD_MAX_BYTES} bytes (413) and a body that is not multipart, storing nothing`, async () => {
      const client = server().client();
      await client.signUp();
      const before = await stored(server());
      const big = Buffer.concat([MP3_FIXTURE, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - MP3_FIXTURE.length)]);
      const tooBig = await uploadAudio(client, big);
      expect(tooBig.response.statusCode).toBe(413);
      expect(tooBig.response.json()).toEqual(INVALID_AUDIO);
      const notMultipart = await client.post('/api/uploadAudio', { file: MP3_FIXTURE.toString('base64') });
      expect(notMultipart.statusCode).toBe(400);
      expect(notMultipart.json()).toMatchObject({ error: { code: 'API_ERROR_INVALID_AUDIO_FILE' } });
      const otherField = await client.post(
        '/api/uploadAudio',
        undefined,
        multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg', 'audio'),
      );
      expect(otherField.statusCode).toBe(400);
      expect(await stored(server())).toEqual(before);
    });

    it('needs a session (401) and the anti-forgery header (403), storing nothing', async () => {
      const before = await stored(server());
      const anonymous = await uploadAudio(server().client(), MP3_FIXTURE);
      expect(anonymous.response.statusCode).toBe(401);
      expect(anonymous.response.json()).toMatchObject({ error: { code: 'API_ERROR_UNAUTHORIZED' } });

      const member = server().client();
      await member.signUp();
      for (const csrf of [false, 'not-the-token'] as const) {
        const forged = await member.post('/api/uploadAudio', undefined, {
          ...multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg'),
          csrf,
        });
        expect(forged.statusCode, String(csrf)).toBe(403);
        expect(forged.json()).toMatchObject({ error: { code: 'API_ERROR_CSRF' } });
      }
      expect(await stored(server())).toEqual(before);
    });
  });

  describe('GET /api/editor/uploads?type=audio', () => {
    it('lists a user’s MP3s apart from their pictures, newest first, 20 a page', async () => {
      const client = server().client();
      await client.signUp();
      const other = server().client();
      await other.signUp();
      await uploadAudio(other, MP3_FIXTURE);

      const picture = await client.post(
        '/api/uploadBackground',
        undefined,
        multipartFile(await makeJpeg(30, 30), 'a.jpg', 'image/jpeg'),
      );
      expect(picture.statusCode).toBe(200);
      const ids: number[] = [];
      for (let index = 0; index < 21; index += 1) ids.push((await uploadAudio(client, MP3_FIXTURE)).data.id);

      expect((await listAudio(client, 1)).map((item) => item.id)).toEqual(ids.slice(1).reverse());
      expect((await listAudio(client, 2)).map((item) => item.id)).toEqual([ids[0]]);
      const images = await client.get('/api/editor/uploads');
      expect(images.json<{ data: { items: UploadedImage[] } }>().data.items.map((item) => item.id)).toEqual([
        picture.json<{ data: UploadedImage }>().data.id,
      ]);
      const explicit = await client.get('/api/editor/uploads?type=image');
      expect(explicit.json()).toEqual(images.json());

      for (const query of ['?type=video', '?type=', '?type=AUDIO']) {
        const response = await client.get(`/api/editor/uploads${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ error: { code: 'API_ERROR_VALIDATION' } });
      }
      expect((await server().client().get('/api/editor/uploads?type=audio')).statusCode).toBe(401);
    });
  });

  describe('POST /api/editor/deleteUploadedFile', () => {
    it('deletes the owner’s MP3 and its file; anyone else gets 404 and nothing changes', async () => {
      const owner = server().client();
      await owner.signUp();
      const { data } = await uploadAudio(owner, MP3_FIXTURE);
      const before = await stored(server());

      const intruder = server().client();
      await intruder.signUp();
      const refused = await intruder.post('/api/editor/deleteUploadedFile', { id: data.id });
      expect(refused.statusCode).toBe(404);
      expect(await stored(server())).toEqual(before);
      expect((await owner.get(data.url)).statusCode).toBe(200);

      const deleted = await owner.post('/api/editor/deleteUploadedFile', { id: data.id });
      expect(deleted.statusCode).toBe(200);
      const after = await stored(server());
      expect(after.uploads).toBe(before.uploads - 1);
      expect(after.files).toEqual(before.files.filter((name) => name !== data.url.slice(1)));
      expect((await owner.get(data.url)).statusCode).toBe(404);
      expect(await listAudio(owner)).toEqual([]);
    });
  });

  describe('GET /uploads/{file}', () => {
    it('answers 404 for an MP3 name with a size suffix, or one never stored', async () => {
      const client = server().client();
      for (const url of [
        '/uploads/0123456789abcdef01234567.mp3',
        '/uploads/0123456789abcdef01234567_t.mp3',
      ]) {
        expect((await client.get(url)).statusCode, url).toBe(404);
      }
    });
  });
});
