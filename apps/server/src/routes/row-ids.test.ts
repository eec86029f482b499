import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { makePng, savePayload } from '../test/fixtures';

// Row ids are 32-bit integers on PostgreSQL: a bigger one a client sends must be refused as invalid input,
// on both engines alike, and never reach the database (where PostgreSQL fails the query: a 500).
const BEYOND = 2 ** 31;

describeEachEngine('ids beyond the 32-bit range', (engine) => {
  const server = useTestServer(engine);

  it('are refused with 400 by every route that takes an id', async () => {
    const client = server().client();
    await client.signUp();
    const before = await server().snapshot();
    const png = await makePng(8, 8);
    const answers = {
      saveId: await client.post('/api/save', savePayload(png, { id: BEYOND })),
      saveBoard: await client.post('/api/save', savePayload(png, { board_id: BEYOND })),
      favorite: await client.post('/api/editor/favorite', { design_id: BEYOND, favorite: true }),
      deleteDesign: await client.post('/api/editor/deleteDesign', { id: BEYOND }),
      deleteUpload: await client.post('/api/editor/deleteUploadedFile', { id: BEYOND }),
      cancel: await client.post('/api/schedule/cancel', { id: BEYOND }),
      feed: await client.get(`/api/feed?board_id=${BEYOND}`),
      cursor: await client.get(`/api/feed?cursor=2026-11-23T10:00:00.000Z_${BEYOND}`),
      video: await client.post('/api/editor/saveVideo', undefined, saveVideoBody(VP8_WEBM, String(BEYOND))),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().error.code, name).toMatch(/^API_ERROR_/);
    }
    expect(await server().snapshot()).toEqual(before);
  });
});
