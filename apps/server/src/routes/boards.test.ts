import type { Board } from '@lienzo/core';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';

describeEachEngine('boards', (engine) => {
  const server = useTestServer(engine);

  it('creates boards for the caller and lists only theirs', async () => {
    const ana = server().client();
    await ana.signUp();
    const bob = server().client();
    await bob.signUp();

    const created = await ana.post('/api/boards/create', { name: '  Launch  ' });
    expect(created.statusCode).toBe(200);
    const board = created.json<{ data: Board }>().data;
    expect(board).toEqual({ id: expect.any(Number), name: 'Launch' });
    await ana.post('/api/boards/create', { name: 'Ideas' });
    await bob.post('/api/boards/create', { name: 'Bob only' });

    const mine = await ana.get('/api/editor/userBoards');
    expect(mine.json()).toEqual({ data: { items: [board, { id: expect.any(Number), name: 'Ideas' }] } });
    expect(
      (await bob.get('/api/editor/userBoards')).json().data.items.map((item: Board) => item.name),
    ).toEqual(['Bob only']);
  });

  it('gives a visitor an empty list, and refuses to create with 401', async () => {
    const visitor = server().client();
    expect((await visitor.get('/api/editor/userBoards')).json()).toEqual({ data: { items: [] } });
    const before = await server().snapshot();
    const response = await visitor.post('/api/boards/create', { name: 'Nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('API_ERROR_UNAUTHORIZED');
    expect(await server().snapshot()).toEqual(before);
  });

  it('refuses an empty or missing name', async () => {
    const client = server().client();
    await client.signUp();
    const before = await server().snapshot();
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(101) }]) {
      const response = await client.post('/api/boards/create', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'API_ERROR_VALIDATION',
        message: expect.stringContaining('name'),
      });
    }
    expect(await server().snapshot()).toEqual(before);
  });
});
