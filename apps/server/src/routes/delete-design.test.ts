import { expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';

describeEachEngine('POST /api/editor/deleteDesign', (engine) => {
  const server = useTestServer(engine);

  it('deletes the owner’s design with its pictures, video and its heart', async () => {
    const owner = server().client();
    await owner.signUp();
    const before = await server().files();
    const design = await saveTestDesign(owner, { width: 300, height: 200, title: 'To go', id: null });
    const kept = await saveTestDesign(owner, { width: 300, height: 200, title: 'To keep', id: null });
    const video = await owner.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    expect(video.statusCode, video.body).toBe(200);
    expect(
      (await owner.post('/api/editor/favorite', { design_id: design.id, favorite: true })).statusCode,
    ).toBe(200);
    expect((await owner.get(`/designs/${design.hash}_s.png`)).statusCode).toBe(200);

    const response = await owner.post('/api/editor/deleteDesign', { id: design.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });

    expect((await owner.get(`/api/getEditorByHash/${design.hash}`)).statusCode).toBe(404);
    expect((await owner.get(`/designs/${design.hash}_o.png`)).statusCode).toBe(404);
    expect((await owner.get(`/download/${design.hash}?format=webm`)).statusCode).toBe(404);
    const feed = (await owner.get('/api/feed')).json<{ data: { items: { title: string }[] } }>();
    expect(feed.data.items.map((item) => item.title)).toEqual(['To keep']);
    expect((await owner.get('/api/editor/favorites')).json().data.items).toEqual([]);
    // Only the kept design's files remain of what was stored.
    const left = (await server().files()).filter((file) => !before.includes(file));
    expect(left.every((file) => file.startsWith('designs/'))).toBe(true);
    expect(left.some((file) => file.startsWith('videos/'))).toBe(false);
    expect((await owner.get(`/designs/${kept.hash}_o.png`)).statusCode).toBe(200);
  });

  it('leaves someone else’s design alone: 404, nothing removed', async () => {
    const owner = server().client();
    await owner.signUp();
    const intruder = server().client();
    await intruder.signUp();
    const design = await saveTestDesign(owner, { width: 300, height: 200, title: 'Mine', id: null });
    const snapshot = await server().snapshot();
    const response = await intruder.post('/api/editor/deleteDesign', { id: design.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('API_ERROR_NOT_FOUND');
    expect(await server().snapshot()).toEqual(snapshot);
    expect((await owner.get(`/api/getEditorByHash/${design.hash}`)).statusCode).toBe(200);
  });

  it('refuses visitors, a missing anti-forgery header and ids that are not ids, removing nothing', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(owner, { width: 300, height: 200, title: 'Still here', id: null });
    const snapshot = await server().snapshot();
    const visitor = server().client();
    await visitor.get('/api/me');
    expect((await visitor.post('/api/editor/deleteDesign', { id: design.id })).statusCode).toBe(401);
    expect(
      (await owner.post('/api/editor/deleteDesign', { id: design.id }, { csrf: false })).statusCode,
    ).toBe(403);
    for (const body of [{}, { id: '1' }, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: design.hash }]) {
      const response = await owner.post('/api/editor/deleteDesign', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
    expect((await owner.post('/api/editor/deleteDesign', { id: 987_654 })).statusCode).toBe(404);
    expect(await server().snapshot()).toEqual(snapshot);
  });
});
