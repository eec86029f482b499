import type { DesignRecord, SavedDesign } from '@lienzo/core';
import { expect, it } from 'vitest';
import { completeDocument, savePayload, makePng } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';

// PostgreSQL text cannot hold U+0000 (SQLite can): without care, a NUL a client sends is a 500 on one engine.
describeEachEngine('text holding NUL characters', (engine) => {
  const server = useTestServer(engine);

  it('is saved on both engines: the document comes back identical, the text columns without the NUL', async () => {
    const client = server().client();
    await client.signUp();
    const editor = completeDocument('Sum\u0000mer sale');
    editor.layout.key = 'in\u0000stagram.story';
    const response = await client.post(
      '/api/save',
      savePayload(await makePng(540, 960), { editor, title: 'Ti\u0000tle', layout: 'instagram\u0000.story' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { hash } = response.json<{ data: SavedDesign }>().data;
    const record = (await client.get(`/api/getEditorByHash/${hash}`)).json<{ data: DesignRecord }>().data;
    expect(record.editor).toEqual(editor);
    expect(record.title).toBe('Title');
    expect(record.layout).toBe('instagram.story');
    expect(record.text_content).toBe('Summer sale');
  });

  it('is searched for on both engines', async () => {
    const client = server().client();
    await client.signUp();
    const response = await client.get(`/api/feed?query=${encodeURIComponent('sale\u0000')}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('names a board on both engines', async () => {
    const client = server().client();
    await client.signUp();
    const response = await client.post('/api/boards/create', { name: 'Bo\u0000ard' });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(response.json())).toContain('"Board"');
  });
});
