import type { DesignRecord, SavedVideo } from '@lienzo/core';
import { expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';

const FRAMES = 'ab'.repeat(32);
const OTHER_FRAMES = 'cd'.repeat(32);

async function uploadVideo(client: TestClient, designId: number, fields: Record<string, string>) {
  const response = await client.post(
    '/api/editor/saveVideo',
    undefined,
    saveVideoBody(VP8_WEBM, String(designId), { fields }),
  );
  return {
    status: response.statusCode,
    body: response.body,
    data: response.json<{ data: SavedVideo }>().data,
  };
}

async function signedIn(client: TestClient) {
  await client.signUp();
  return client;
}

/**
 * Issue 22: a video design saved again unchanged keeps its video. The editor sends the recording's frames key
 * with it; the save answers the key the design's stored video has, read from the caller's own row only.
 */
describeEachEngine('reusing a design’s video (frames key)', (engine) => {
  const server = useTestServer(engine, { uploadRateLimit: { max: 1000, timeWindow: 60_000 } });

  it('stores the frames key with the video and answers it on every later video save and read', async () => {
    const client = await signedIn(server().client());
    const design = await saveTestDesign(client, { post_type: 'video' });
    const uploaded = await uploadVideo(client, design.id, { frames: FRAMES });
    expect(uploaded.status, uploaded.body).toBe(200);
    expect(uploaded.data).toMatchObject({ frames: FRAMES });

    const again = await saveTestDesign(client, { id: design.id, post_type: 'video' });
    expect(again.video).toEqual({ video_url: uploaded.data.video_url, frames: FRAMES });
    const read = await client.get(`/api/getEditorByHash/${design.hash}`);
    expect(read.json<{ data: DesignRecord }>().data.video).toEqual({
      video_url: uploaded.data.video_url,
      frames: FRAMES,
    });

    // A new recording replaces the key; an image save drops both.
    const replaced = await uploadVideo(client, design.id, { frames: OTHER_FRAMES });
    expect((await saveTestDesign(client, { id: design.id, post_type: 'video' })).video).toEqual({
      video_url: replaced.data.video_url,
      frames: OTHER_FRAMES,
    });
    expect((await saveTestDesign(client, { id: design.id, post_type: 'IMAGE' })).video).toBeNull();
    const row = await server()
      .db.selectFrom('designs')
      .select(['video_url', 'video_frames'])
      .where('id', '=', design.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ video_url: null, video_frames: null });
  });

  it('never lets another user reuse a video: their save of the same design and frames gets no video', async () => {
    const owner = await signedIn(server().client());
    const design = await saveTestDesign(owner, { post_type: 'video' });
    const { data: video } = await uploadVideo(owner, design.id, { frames: FRAMES });

    const stranger = await signedIn(server().client());
    // The same document (same frames key) saved by someone else is their new design, with no video of its own.
    const copy = await saveTestDesign(stranger, { id: design.id, post_type: 'video' });
    expect(copy.id).not.toBe(design.id);
    expect(copy.video).toBeNull();
    // Nor can they hang their recording, or its key, on the owner's design.
    const foreign = await uploadVideo(stranger, design.id, { frames: FRAMES });
    expect(foreign.status).toBe(404);
    const row = await server()
      .db.selectFrom('designs')
      .select(['video_url', 'video_frames'])
      .where('id', '=', design.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ video_url: video.video_url, video_frames: FRAMES });
    const strangerRow = await server()
      .db.selectFrom('designs')
      .select(['video_url', 'video_frames'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(strangerRow).toEqual({ video_url: null, video_frames: null });
  });

  it('refuses a frames key that is not 64 hex digits (400), storing nothing', async () => {
    const client = await signedIn(server().client());
    const design = await saveTestDesign(client, { post_type: 'video' });
    for (const frames of ['', 'AB'.repeat(32), 'ab'.repeat(31), `${'ab'.repeat(32)}0`, '../videos/x.webm']) {
      const refused = await uploadVideo(client, design.id, { frames });
      expect(refused.status, frames).toBe(400);
    }
    expect((await saveTestDesign(client, { id: design.id, post_type: 'video' })).video).toBeNull();
  });
});
