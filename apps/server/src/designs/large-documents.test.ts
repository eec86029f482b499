// Issue 20 #4: a large design is read once and then answered from the process's copy, which a save of the
// design, or its deletion, never lets through: readers always get the stored document.
import {
  FIELD_LIMITS,
  type DesignDocument,
  type DesignRecord,
  type SavedDesign,
  firstPage,
} from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { completeDocument, saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { LARGE_DOCUMENT_BYTES } from './large-read-turns';

/** A document of about 300 KB whose every text layer is `letter` repeated: two of them are the same size. */
function largeDocument(letter: string): DesignDocument {
  const document = completeDocument();
  const [title] = firstPage(document).objects;
  const count = Math.ceil(LARGE_DOCUMENT_BYTES / FIELD_LIMITS.layerText) + 4;
  const objects = Array.from({ length: count }, (_, index) => ({
    ...title!,
    id: `text-${index}`,
    text: letter.repeat(FIELD_LIMITS.layerText),
  }));
  return { ...document, pages: [{ ...firstPage(document), objects }] };
}

describeEachEngine('large design reads', (engine) => {
  const server = useTestServer(engine);
  let owner: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    owner = server().client();
    await owner.signUp();
    reader = server().client();
  });

  const read = async (hash: string) => {
    const response = await reader.get(`/api/getEditorByHash/${hash}`);
    return { status: response.statusCode, body: response.body };
  };
  const editorOf = (body: string) => JSON.parse(body).data as DesignRecord;

  it('answers the stored document on every read, and the new one at once after a save of the same size', async () => {
    const first = largeDocument('a');
    const saved = await saveTestDesign(owner, { editor: first, title: 'Large' });
    const stored = await server()
      .db.selectFrom('designs')
      .select('editor')
      .where('hash', '=', saved.hash)
      .executeTakeFirstOrThrow();
    expect(Buffer.byteLength(stored.editor)).toBeGreaterThanOrEqual(LARGE_DOCUMENT_BYTES);

    const once = await read(saved.hash);
    const twice = await read(saved.hash);
    expect(once.status).toBe(200);
    expect(twice).toEqual(once);
    expect(editorOf(once.body).editor).toEqual(first);
    expect(JSON.stringify(editorOf(once.body).editor)).toBe(stored.editor);

    // Same byte length, other text: only the revision tells the copy is old.
    const second = largeDocument('b');
    expect(JSON.stringify(second).length).toBe(JSON.stringify(first).length);
    const again = await saveTestDesign(owner, { editor: second, title: 'Large', id: saved.id });
    expect(again.hash).toBe(saved.hash);
    const after = editorOf((await read(saved.hash)).body);
    expect(after.editor).toEqual(second);
    expect(after.title).toBe('Large');

    const deleted = await owner.post('/api/editor/deleteDesign', { id: saved.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(saved.hash)).status).toBe(404);
  });

  it('shows the board only to the owner, whoever read the document first', async () => {
    const board = await owner.post('/api/boards/create', { name: 'Big ones' });
    expect(board.statusCode, board.body).toBe(200);
    const boardId = board.json<{ data: { id: number } }>().data.id;
    const saved: SavedDesign = await saveTestDesign(owner, { editor: largeDocument('c'), board_id: boardId });
    expect((await read(saved.hash)).status).toBe(200);
    const asOwner = (await owner.get(`/api/getEditorByHash/${saved.hash}`)).json<{ data: DesignRecord }>()
      .data;
    expect(asOwner.board).toEqual({ id: boardId, name: 'Big ones' });
    expect(editorOf((await read(saved.hash)).body).board).toBeNull();
  });
});
