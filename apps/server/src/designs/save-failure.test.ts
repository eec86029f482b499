import { expect, it } from 'vitest';
import type { SavedDesign } from '@lienzo/core';
import { makePng, savePayload } from '../test/fixtures';
import { breakDesignWrites } from '../test/break-design-writes';
import { describeEachEngine, useTestServer } from '../test/harness';

describeEachEngine('a save whose database write fails', (engine) => {
  const server = useTestServer(engine);

  it('removes the new image, keeps the old one, and answers a bare 500', async () => {
    const client = server().client();
    await client.signUp();
    const created = (await client.post('/api/save', savePayload(await makePng(64, 64, '#ff0000')))).json<{
      data: SavedDesign;
    }>().data;
    const imageBefore = (await client.get(`/designs/${created.hash}_o.png`)).rawPayload;
    const before = await server().snapshot();

    const repair = await breakDesignWrites(server());
    try {
      const update = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64, '#0000ff'), { id: created.id }),
      );
      const create = await client.post('/api/save', savePayload(await makePng(64, 64, '#00ff00')));
      for (const response of [update, create]) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
        });
        expect(response.body).not.toContain('disk on fire');
      }
    } finally {
      await repair();
    }

    expect(await server().snapshot()).toEqual(before);
    expect((await client.get(`/designs/${created.hash}_o.png`)).rawPayload.equals(imageBefore)).toBe(true);
  });
});
