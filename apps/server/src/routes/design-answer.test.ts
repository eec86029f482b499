// Issue 20 #4: getEditorByHash and template answers place the stored editor JSON in the answer as it is
// (no JSON.parse of a multi-megabyte document on the event loop), byte for byte what they answered before.
import type { DesignRecord, SavedDesign } from '@lienzo/core';
import { fullSavePayload } from '@lienzo/core/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataAnswerJson, StoredJson } from '../designs/stored-json';
import { runSeeds } from '../seed/seeds';
import { makePng, pngDataUrl, saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

describe('dataAnswerJson', () => {
  it('writes what JSON.stringify writes, with stored JSON spliced in as it is', () => {
    const editor = { version: 1, objects: [{ id: 'a', text: 'Hola "☀️" \u2028 </script>' }] };
    const record = { id: 1, title: 'T\u0000"', skipped: undefined, editor, board: null, list: [1, 'b'] };
    const spliced = dataAnswerJson({ ...record, editor: new StoredJson(JSON.stringify(editor)) });
    expect(spliced).toBe(JSON.stringify({ data: record }));
  });

  it('writes the UTF-8 bytes of the same JSON when a stored JSON is bytes', () => {
    const editor = { text: 'Hola ☀️ ñ' };
    const record = { id: 1, editor, title: 'é' };
    const bytes = Buffer.from(JSON.stringify(editor));
    const spliced = dataAnswerJson({ ...record, editor: new StoredJson(bytes) });
    expect(Array.isArray(spliced)).toBe(true);
    // The stored bytes are a part of their own, not a copy.
    expect((spliced as Uint8Array[]).includes(bytes)).toBe(true);
    expect(Buffer.concat(spliced as Uint8Array[]).toString()).toBe(JSON.stringify({ data: record }));
  });

  it('never parses the stored text', () => {
    // Not JSON at all: a parse would throw, a splice copies it.
    expect(dataAnswerJson({ editor: new StoredJson('<not parsed>') })).toBe(
      '{"data":{"editor":<not parsed>}}',
    );
  });
});

describeEachEngine('design answers from stored JSON', (engine) => {
  const server = useTestServer(engine);
  let client: TestClient;

  beforeAll(async () => {
    await runSeeds(server().db, server().storage);
    client = server().client();
    await client.signUp();
  });

  afterEach(() => vi.restoreAllMocks());

  /** The old answer: the stored JSON parsed and the whole record written again by JSON.stringify. */
  const reserialised = (body: string) => JSON.stringify(JSON.parse(body));

  it('answers getEditorByHash and a template byte for byte as the parsed answer did', async () => {
    const sample = fullSavePayload('');
    const { width, height } = sample;
    const full = await client.post('/api/save', {
      ...sample,
      image: pngDataUrl(await makePng(width, height)),
    });
    expect(full.statusCode, full.body).toBe(200);
    const simple = await saveTestDesign(client);
    const urls = [
      `/api/getEditorByHash/${full.json<{ data: SavedDesign }>().data.hash}`,
      `/api/getEditorByHash/${simple.hash}`,
      '/api/template/tplweeklyquote01',
    ];
    for (const url of urls) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.body, url).toBe(reserialised(response.body));
    }
    const record = (await client.get(urls[0]!)).json<{ data: DesignRecord }>().data;
    expect(record.editor).toMatchObject({ pages: [{ objects: expect.any(Array) }] });
    expect(record.instagram_stickers).toEqual(sample.instagram_stickers);
  });

  it('reads a design without parsing its editor document', async () => {
    const design = await saveTestDesign(client);
    const stored = await server()
      .db.selectFrom('designs')
      .select('editor')
      .where('hash', '=', design.hash)
      .executeTakeFirstOrThrow();
    const parse = vi.spyOn(JSON, 'parse');
    const response = await client.get(`/api/getEditorByHash/${design.hash}`);
    const parsedTexts = parse.mock.calls.map(([text]) => text);
    parse.mockRestore();
    expect(response.statusCode).toBe(200);
    expect(parsedTexts).not.toContain(stored.editor);
  });
});
