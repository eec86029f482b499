import { UPLOAD_MAX_BYTES, type DesignRecord, type SavedVideo } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import { multipartFile, pngOfSize } from '../test/upload-files';
import { notWebmCorpus, saveVideoBody, VP8_WEBM, VP9_LIVE_WEBM, webmOfSize } from '../test/video-files';

const INVALID_VIDEO = {
  error: {
    code: 'API_ERROR_INVALID_VIDEO_FILE',
    message: 'Invalid video. Only WebM videos with a video track are allowed.',
  },
};
const VIDEO_URL = /^\/videos\/[a-f0-9]{24}\.webm$/;

async function uploadVideo(
  client: TestClient,
  video: Buffer,
  designId: number | string,
  options: Parameters<typeof saveVideoBody>[2] & { csrf?: string | false } = {},
) {
  const response = await client.post('/api/editor/saveVideo', undefined, {
    ...saveVideoBody(video, String(designId), options),
    ...(options.csrf === undefined ? {} : { csrf: options.csrf }),
  });
  return { response, data: response.json<{ data: SavedVideo }>().data };
}

async function designRow(server: TestServer, id: number) {
  return server.db
    .selectFrom('designs')
    .select(['post_type', 'video_url', 'image_key', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function signedInWithDesign(server: TestServer) {
  const client = server.client();
  await client.signUp();
  return { client, design: await saveTestDesign(client) };
}

const videoFiles = async (server: TestServer) =>
  (await server.files()).filter((file) => file.startsWith('videos/'));

describeEachEngine('design videos', (engine) => {
  const server = useTestServer(engine, { uploadRateLimit: { max: 1000, timeWindow: 60_000 } });

  describe('POST /api/editor/saveVideo', () => {
    it('stores a real WebM as the design’s video: the design becomes a video and the file is served', async () => {
      const { client, design } = await signedInWithDesign(server());
      const { response, data } = await uploadVideo(client, VP8_WEBM, design.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(data).toEqual({
        design_id: design.id,
        hash: design.hash,
        video_url: expect.stringMatching(VIDEO_URL),
        frames: null,
        post_type: 'video',
        bytes: VP8_WEBM.length,
      });
      expect(await designRow(server(), design.id)).toMatchObject({
        post_type: 'video',
        video_url: data.video_url,
      });
      expect(await videoFiles(server())).toContain(data.video_url.slice(1));

      const read = await client.get(`/api/getEditorByHash/${design.hash}`);
      expect(read.json<{ data: DesignRecord }>().data).toMatchObject({
        post_type: 'video',
        video: { video_url: data.video_url },
      });

      const served = await server().client().get(data.video_url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('video/webm');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['accept-ranges']).toBe('bytes');
      expect(served.rawPayload.equals(VP8_WEBM)).toBe(true);
    });

    it('accepts a MediaRecorder-style recording (sizes unknown), whatever name and type it is sent with', async () => {
      const { client, design } = await signedInWithDesign(server());
      const { response, data } = await uploadVideo(client, VP9_LIVE_WEBM, design.id, {
        filename: 'clip.txt',
        contentType: 'application/octet-stream',
      });
      expect(response.statusCode, response.body).toBe(200);
      const served = await client.get(data.video_url);
      expect(served.rawPayload.equals(VP9_LIVE_WEBM)).toBe(true);
    });

    it('replaces the design’s video: the new file is served and the old one removed', async () => {
      const { client, design } = await signedInWithDesign(server());
      const first = await uploadVideo(client, VP8_WEBM, design.id);
      const second = await uploadVideo(client, VP9_LIVE_WEBM, design.id);
      expect(second.response.statusCode).toBe(200);
      expect(second.data.video_url).not.toBe(first.data.video_url);
      expect((await designRow(server(), design.id)).video_url).toBe(second.data.video_url);
      const files = await videoFiles(server());
      expect(files).toContain(second.data.video_url.slice(1));
      expect(files).not.toContain(first.data.video_url.slice(1));
      expect((await client.get(first.data.video_url)).statusCode).toBe(404);
    });

    it('refuses every file that is not a WebM with a video track, even named .webm: 400, nothing stored', async () => {
      const { client, design } = await signedInWithDesign(server());
      const rowBefore = await designRow(server(), design.id);
      const before = await server().snapshot();
      for (const [label, bytes] of await notWebmCorpus()) {
        const { response } = await uploadVideo(client, bytes, design.id, { filename: 'video.webm' });
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual(INVALID_VIDEO);
      }
      expect(await server().snapshot()).toEqual(before);
      expect(await designRow(server(), design.id)).toEqual(rowBefore);
    });

    it('refuses a missing or malformed design id, a missing file field and a body that is not multipart', async () => {
      const { client, design } = await signedInWithDesign(server());
      const rowBefore = await designRow(server(), design.id);
      const before = await server().snapshot();
      for (const quoteId of ['', 'abc', '0', '-1', '1.5', ` ${design.id}`, '9'.repeat(30)]) {
        const { response } = await uploadVideo(client, VP8_WEBM, quoteId);
        expect(response.statusCode, quoteId).toBe(400);
        expect(response.json<{ error: { code: string } }>().error.code, quoteId).toBe('API_ERROR_VALIDATION');
      }
      const noId = await client.post(
        '/api/editor/saveVideo',
        undefined,
        multipartFile(VP8_WEBM, 'video.webm', 'video/webm', 'videoBlob'),
      );
      expect(noId.statusCode).toBe(400);
      expect(noId.json<{ error: { code: string } }>().error.code).toBe('API_ERROR_VALIDATION');

      const otherField = await uploadVideo(client, VP8_WEBM, design.id, { field: 'file' });
      expect(otherField.response.statusCode).toBe(400);
      expect(otherField.response.json()).toMatchObject({ error: { code: 'API_ERROR_INVALID_VIDEO_FILE' } });
      const json = await client.post('/api/editor/saveVideo', {
        quote_id: design.id,
        videoBlob: VP8_WEBM.toString('base64'),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ error: { code: 'API_ERROR_INVALID_VIDEO_FILE' } });
      expect(await server().snapshot()).toEqual(before);
      expect(await designRow(server(), design.id)).toEqual(rowBefore);
    });

    it('needs a session (401), the anti-forgery header (403) and the caller’s own design (404)', async () => {
      const { client: owner, design } = await signedInWithDesign(server());
      const intruder = server().client();
      await intruder.signUp();
      const rowBefore = await designRow(server(), design.id);
      const before = await server().snapshot();

      const anonymous = await uploadVideo(server().client(), VP8_WEBM, design.id);
      expect(anonymous.response.statusCode).toBe(401);
      expect(anonymous.response.json()).toMatchObject({ error: { code: 'API_ERROR_UNAUTHORIZED' } });

      for (const csrf of [false, 'not-the-token'] as const) {
        const forged = await uploadVideo(owner, VP8_WEBM, design.id, { csrf });
        expect(forged.response.statusCode, String(csrf)).toBe(403);
        expect(forged.response.json()).toMatchObject({ error: { code: 'API_ERROR_CSRF' } });
      }

      for (const id of [design.id, design.id + 100_000]) {
        const refused = await uploadVideo(intruder, VP8_WEBM, id);
        expect(refused.response.statusCode, String(id)).toBe(404);
        expect(refused.response.json()).toEqual({
          error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' },
        });
      }
      expect(await server().snapshot()).toEqual(before);
      expect(await designRow(server(), design.id)).toEqual(rowBefore);
    });

    it(`has a limit of its own: a video bigger than the ${UPLOAD_MAX_BYTES}-byte picture limit is accepted, a picture that big is not`, async () => {
      const { client, design } = await signedInWithDesign(server());
      const big = webmOfSize(UPLOAD_MAX_BYTES + 1024 * 1024);
      const { response, data } = await uploadVideo(client, big, design.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(data.bytes).toBe(big.length);
      const picture = await client.post(
        '/api/uploadBackground',
        undefined,
        multipartFile(await pngOfSize(UPLOAD_MAX_BYTES + 1), 'big.png', 'image/png'),
      );
      expect(picture.statusCode).toBe(413);
    });
  });

  describe('with VIDEO_UPLOAD_MAX_BYTES set to 8000', () => {
    const limited = useTestServer(engine, { videoUploadMaxBytes: 8000 });

    it('accepts exactly 8000 bytes and refuses one more with 413, leaving no file and the row as it was', async () => {
      const { client, design } = await signedInWithDesign(limited());
      const accepted = await uploadVideo(client, webmOfSize(8000), design.id);
      expect(accepted.response.statusCode, accepted.response.body).toBe(200);

      const rowBefore = await designRow(limited(), design.id);
      const before = await limited().snapshot();
      const refused = await uploadVideo(client, webmOfSize(8001), design.id);
      expect(refused.response.statusCode).toBe(413);
      expect(refused.response.json()).toEqual({
        error: {
          code: 'API_ERROR_PAYLOAD_TOO_LARGE',
          message: 'The request is too large. A video may be at most 8000 bytes.',
        },
      });
      expect(await limited().snapshot()).toEqual(before);
      expect(await designRow(limited(), design.id)).toEqual(rowBefore);
    });
  });

  describe('with the upload rate limit at 2 a minute', () => {
    const limited = useTestServer(engine, { uploadRateLimit: { max: 2, timeWindow: 60_000 } });

    it('answers the third upload with 429 and stores nothing for it', async () => {
      const { client, design } = await signedInWithDesign(limited());
      for (let index = 0; index < 2; index += 1)
        expect((await uploadVideo(client, VP8_WEBM, design.id)).response.statusCode).toBe(200);
      const before = await limited().snapshot();
      const third = await uploadVideo(client, VP8_WEBM, design.id);
      expect(third.response.statusCode).toBe(429);
      expect(third.response.json()).toMatchObject({ error: { code: 'API_ERROR_RATE_LIMITED' } });
      expect(await limited().snapshot()).toEqual(before);
    });
  });

  describe('GET /videos/{file}', () => {
    it('answers byte ranges with 206, an unsatisfiable one with 416, and revalidates by ETag', async () => {
      const { client, design } = await signedInWithDesign(server());
      const { data } = await uploadVideo(client, VP8_WEBM, design.id);
      const size = VP8_WEBM.length;
      const visitor = server().client();

      const first = await visitor.get(data.video_url, { headers: { range: 'bytes=0-99' } });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(first.headers['content-type']).toBe('video/webm');
      expect(first.rawPayload.equals(VP8_WEBM.subarray(0, 100))).toBe(true);

      const tail = await visitor.get(data.video_url, { headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(tail.rawPayload.equals(VP8_WEBM.subarray(size - 10))).toBe(true);

      const past = await visitor.get(data.video_url, { headers: { range: `bytes=${size}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);

      const etag = String(first.headers.etag);
      expect(etag).toBe(`"${data.video_url.slice('/videos/'.length, -'.webm'.length)}"`);
      const revalidated = await visitor.get(data.video_url, { headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      const stale = await visitor.get(data.video_url, {
        headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(VP8_WEBM)).toBe(true);
    });

    it('answers 404 for names we never make, including path traversal in any encoding', async () => {
      const client = server().client();
      for (const url of [
        '/videos/..%2F..%2Flienzo.sqlite',
        '/videos/%2e%2e%2flienzo.sqlite',
        '/videos/../lienzo.sqlite',
        '/videos/0123456789abcdef01234567.mp4',
        '/videos/0123456789abcdef01234567.webm',
        '/videos/0123456789ABCDEF01234567.webm',
        '/videos/',
      ]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('POST /api/save of a design that has a video', () => {
    it('keeps the video when saved as a video, and drops it (file removed) when saved as an image', async () => {
      const { client, design } = await signedInWithDesign(server());
      const { data: video } = await uploadVideo(client, VP8_WEBM, design.id);

      const asVideo = await saveTestDesign(client, { id: design.id, post_type: 'video' });
      expect(asVideo).toMatchObject({ post_type: 'video', video: { video_url: video.video_url } });
      expect(await designRow(server(), design.id)).toMatchObject({
        post_type: 'video',
        video_url: video.video_url,
      });
      expect((await client.get(video.video_url)).statusCode).toBe(200);

      const asImage = await saveTestDesign(client, { id: design.id, post_type: 'IMAGE' });
      expect(asImage).toMatchObject({ post_type: 'IMAGE', video: null });
      expect(await designRow(server(), design.id)).toMatchObject({ post_type: 'IMAGE', video_url: null });
      expect(await videoFiles(server())).not.toContain(video.video_url.slice(1));
      expect((await client.get(video.video_url)).statusCode).toBe(404);
    });

    it('does not give a clone the original’s video, and the original keeps it', async () => {
      const { client: owner, design } = await signedInWithDesign(server());
      const { data: video } = await uploadVideo(owner, VP8_WEBM, design.id);
      const other = server().client();
      await other.signUp();
      const clone = await saveTestDesign(other, { id: design.id, post_type: 'IMAGE' });
      expect(clone.id).not.toBe(design.id);
      expect(clone.video).toBeNull();
      expect((await designRow(server(), design.id)).video_url).toBe(video.video_url);
      expect((await owner.get(video.video_url)).statusCode).toBe(200);
    });
  });
});
