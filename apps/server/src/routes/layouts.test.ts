import { customLayoutHash, type SavedCustomLayout } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type Items = { data: { items: SavedCustomLayout[] } };

describeEachEngine('custom layouts', (engine) => {
  const server = useTestServer(engine);
  let ana: TestClient;
  let bob: TestClient;

  const layoutsOf = async (client: TestClient) => (await client.get('/api/layouts')).json<Items>().data.items;
  const rows = async () => server().db.selectFrom('custom_layouts').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    ana = server().client();
    await ana.signUp();
    bob = server().client();
    await bob.signUp();
  });

  it('saves a layout, updates it when the same hash is saved again, and lists the caller’s newest first', async () => {
    const first = customLayoutHash();
    const second = customLayoutHash();
    const saved = await ana.post('/api/layouts/save', {
      hash: first,
      label: 'Flyer',
      width: 100,
      height: 1500,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { hash: first, label: 'Flyer', width: 100, height: 1500 } });

    await ana.post('/api/layouts/save', { hash: second, label: '  Banner ', width: 1200, height: 300 });
    const updated = await ana.post('/api/layouts/save', {
      hash: first,
      label: 'Flyer v2',
      width: 1500,
      height: 100,
    });
    expect(updated.json()).toEqual({ data: { hash: first, label: 'Flyer v2', width: 1500, height: 100 } });

    expect(await layoutsOf(ana)).toEqual([
      { hash: second, label: 'Banner', width: 1200, height: 300 },
      { hash: first, label: 'Flyer v2', width: 1500, height: 100 },
    ]);
    expect(await server().count('custom_layouts')).toBe(2);

    // Another user's layouts are not listed, and the same hash is theirs to save separately.
    expect(await layoutsOf(bob)).toEqual([]);
    await bob.post('/api/layouts/save', { hash: first, label: 'Mine', width: 500, height: 500 });
    expect(await layoutsOf(bob)).toEqual([{ hash: first, label: 'Mine', width: 500, height: 500 }]);
    expect((await layoutsOf(ana)).find((layout) => layout.hash === first)?.label).toBe('Flyer v2');
  });

  it('names an empty label "Custom Layout" and clips a long Unicode one without splitting characters', async () => {
    const blank = customLayoutHash();
    expect(
      (await ana.post('/api/layouts/save', { hash: blank, label: '   ', width: 640, height: 480 })).json(),
    ).toEqual({ data: { hash: blank, label: 'Custom Layout', width: 640, height: 480 } });

    const long = customLayoutHash();
    const label = `a${'😀'.repeat(150)}`;
    const answer = (
      await ana.post('/api/layouts/save', { hash: long, label, width: 640, height: 480 })
    ).json<{
      data: SavedCustomLayout;
    }>().data;
    expect(answer.label).toBe(`a${'😀'.repeat(99)}`);
    expect(answer.label.length).toBe(199);
    const stored = (await rows()).find((row) => row.hash === long);
    expect(stored?.label).toBe(answer.label);
  });

  it('refuses bad bodies with a validation error, storing nothing', async () => {
    const before = await rows();
    const hash = customLayoutHash();
    const good = { hash, label: 'x', width: 800, height: 800 };
    const { label: _label, ...noLabel } = good;
    const { width: _width, ...noWidth } = good;
    for (const body of [
      {},
      noLabel,
      noWidth,
      { ...good, hash: 'custom.short' },
      { ...good, hash: 'custom.abcdefghijklmn' },
      { ...good, hash: 'layout.abcdefghijklm' },
      { ...good, hash: 'custom.ABCDEFGHIJKLM' },
      { ...good, hash: 42 },
      { ...good, label: 7 },
      { ...good, width: '800' },
      { ...good, width: 99 },
      { ...good, height: 1501 },
      { ...good, width: 800.5 },
      { ...good, height: null },
    ]) {
      const response = await ana.post('/api/layouts/save', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
    const notJson = await ana.post('/api/layouts/save', undefined, {
      payload: '{"hash":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('needs a session and the anti-forgery header', async () => {
    const before = await rows();
    const body = { hash: customLayoutHash(), label: 'x', width: 800, height: 800 };
    const visitor = server().client();
    const anonymous = await visitor.post('/api/layouts/save', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('API_ERROR_UNAUTHORIZED');
    expect((await visitor.get('/api/layouts')).statusCode).toBe(401);

    expect((await ana.post('/api/layouts/save', body, { csrf: false })).statusCode).toBe(403);
    expect((await ana.post('/api/layouts/save', body, { csrf: 'forged' })).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
