import type { SavedDesign, SavedVideo } from '@lienzo/core';
import { expect, it } from 'vitest';
import { breakDesignWrites } from '../test/break-design-writes';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { saveVideoBody, VP8_WEBM, VP9_LIVE_WEBM } from '../test/video-files';

describeEachEngine('a saveVideo whose database write fails', (engine) => {
  const server = useTestServer(engine);

  it('removes the new video, keeps the design’s old one, and answers 500 without the database’s words', async () => {
    const client = server().client();
    await client.signUp();
    const design = (await client.post('/api/save', savePayload(await makePng(64, 64)))).json<{
      data: SavedDesign;
    }>().data;
    const first = await client.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    const { video_url } = first.json<{ data: SavedVideo }>().data;
    const before = await server().snapshot();

    const repair = await breakDesignWrites(server());
    try {
      const response = await client.post(
        '/api/editor/saveVideo',
        undefined,
        saveVideoBody(VP9_LIVE_WEBM, String(design.id)),
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: { code: 'API_ERROR_UPLOAD_FAIL' } });
      expect(response.body).not.toContain('disk on fire');
    } finally {
      await repair();
    }

    expect(await server().snapshot()).toEqual(before);
    expect((await client.get(video_url)).rawPayload.equals(VP8_WEBM)).toBe(true);
  });
});
