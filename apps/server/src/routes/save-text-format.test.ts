import { firstPage, type DesignDocument } from '@lienzo/core';
// Issue 21: every text-formatting property of a pz-text is stored by a save and read back unchanged.
import type { PzText, SavedDesign, SavePayload } from '@lienzo/core';
import { fullSavePayload } from '@lienzo/core/testing';
import { beforeAll, expect, it } from 'vitest';
import { makePng, pngDataUrl } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

const FORMATTED: Partial<PzText> = {
  text: 'Uno\nDos',
  fontWeight: 'bold',
  fontStyle: 'italic',
  textDecoration: 'underline line-through',
  textAlign: 'justify',
  listStyle: 'number',
  styles: [{ start: 2, end: 4, style: { fontWeight: 'normal', underline: false, linethrough: true } }],
};

describeEachEngine('POST /api/save keeps text formatting', (engine) => {
  const server = useTestServer(engine);
  let client: TestClient;
  let sample: SavePayload;

  beforeAll(async () => {
    client = server().client();
    await client.signUp();
    const layout = fullSavePayload('').editor as { layout: { width: number; height: number } };
    sample = fullSavePayload(pngDataUrl(await makePng(layout.layout.width, layout.layout.height)));
  });

  it('reads back the formats, alignment and list of a text as they were saved', async () => {
    const editor = sample.editor as DesignDocument;
    const objects = firstPage(editor).objects.map((object) =>
      object.type === 'pz-text' ? { ...object, ...FORMATTED } : object,
    );
    const response = await client.post('/api/save', {
      ...sample,
      editor: { ...editor, pages: [{ ...firstPage(editor), objects }] },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { hash } = response.json<{ data: SavedDesign }>().data;
    const read = await client.get(`/api/getEditorByHash/${hash}`);
    const stored = read.json<{ data: { editor: DesignDocument } }>().data.editor;
    const text = firstPage(stored).objects.find((object) => object.type === 'pz-text');
    expect(text).toMatchObject(FORMATTED);
  });
});
