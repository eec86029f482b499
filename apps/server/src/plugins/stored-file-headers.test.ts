import type { SavedDesign, UploadedImage } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { MP3_FIXTURE } from '../test/audio-files';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { STORED_FILE_POLICY } from './security-headers';

/**
 * Every kind of file the server hands out that a user made, uploaded or could open on its own: each says what
 * it is and must not be sniffed as anything else, and opened as a document it may run nothing.
 */
describeEachEngine('headers of stored files', (engine) => {
  const server = useTestServer(engine);
  let client: TestClient;
  const urls: string[] = [];

  beforeAll(async () => {
    client = server().client();
    await client.signUp();
    const picture = (
      await client.post(
        '/api/uploadBackground',
        undefined,
        multipartFile(await makeJpeg(900, 600), 'photo.jpg', 'image/jpeg'),
      )
    ).json<{ data: UploadedImage }>().data;
    urls.push(picture.secure_url, picture.thumbnail_url, picture.sizes.x);
    const audio = (
      await client.post('/api/uploadAudio', undefined, multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg'))
    ).json<{
      data: { url: string };
    }>().data;
    urls.push(audio.url);
    const design = (await client.post('/api/save', savePayload(await makePng(300, 300)))).json<{
      data: SavedDesign;
    }>().data;
    urls.push(`/designs/${design.hash}_o.png`, `/designs/${design.hash}_s.png`);
    const video = await client.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    urls.push(video.json<{ data: { video_url: string } }>().data.video_url);
    urls.push(`/download/${design.hash}?format=jpg`, `/download/${design.hash}?format=png&resolution=print`);
    urls.push('/icons/mdi/heart.svg', '/api/me');
  });

  it('sends nosniff and the stored-file policy with each', async () => {
    expect(urls).toHaveLength(11);
    for (const url of urls) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe(STORED_FILE_POLICY);
      // No other site may frame a user's file (clickjacking, or dressing it up as its own page).
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });
});
