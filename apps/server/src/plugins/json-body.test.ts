// Issue 20 finding 8: JSON bodies are bounded before they are parsed (a route that takes none refuses one
// unread, every other refuses nesting deeper than a document can have), and text that no database stores
// faithfully (a lone surrogate) is refused instead of being changed differently by each engine.
import { completeDocument, savePayload, makePng } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../http/bounded-json';

/** `[[[…]]]`, `levels` deep. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function errorOf(response: { statusCode: number; body: string }) {
  return { status: response.statusCode, ...(JSON.parse(response.body) as { error: object }).error };
}

describeEachEngine('JSON bodies', (engine) => {
  const server = useTestServer(engine);

  async function signedIn(): Promise<TestClient> {
    const client = server().client();
    await client.signUp();
    return client;
  }

  it('refuses a body on sign-out unread (1 MB nested 500,000 deep), and still takes what the web app sends', async () => {
    const client = await signedIn();
    const attack = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    for (const payload of [nested(500_000), attack]) {
      const response = await client.post('/api/auth/signout', undefined, {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      // 413 is answered from the Content-Length, before a byte of the body is read or parsed.
      expect(errorOf(response)).toMatchObject({ status: 413, code: 'API_ERROR_PAYLOAD_TOO_LARGE' });
    }
    expect((await client.get('/api/me')).json().data.user).not.toBeNull();
    const signOut = await client.post('/api/auth/signout', {});
    expect(signOut.statusCode).toBe(200);
    expect((await client.get('/api/me')).json().data.user).toBeNull();
  });

  it('refuses a save nested deeper than a document can be with 400 before parsing it, storing nothing', async () => {
    const client = await signedIn();
    const before = await server().snapshot();
    const deepBody = await client.post('/api/save', undefined, {
      payload: nested(500_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(errorOf(deepBody)).toMatchObject({ status: 400, code: 'API_ERROR_INVALID_JSON' });
    expect(deepBody.json().error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    // The document may also come as its JSON text: the same bound holds inside it.
    const payload = savePayload(await makePng(), { editor: nested(MAX_JSON_DEPTH + 1) });
    const deepEditor = await client.post('/api/save', payload);
    expect(errorOf(deepEditor)).toMatchObject({ status: 400, code: 'API_ERROR_INVALID_DESIGN' });
    expect(deepEditor.json().error.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    expect(await server().snapshot()).toEqual(before);
  });

  it('bounds every JSON route, not only the save', async () => {
    const client = await signedIn();
    const before = await server().snapshot();
    const response = await client.post('/api/boards/create', undefined, {
      payload: `{"name":"x","extra":${nested(MAX_JSON_DEPTH)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(errorOf(response)).toMatchObject({ status: 400, code: 'API_ERROR_INVALID_JSON' });
    expect(await server().snapshot()).toEqual(before);
    // Brackets and braces inside strings are text, not nesting.
    const named = await client.post('/api/boards/create', { name: `${'[{'.repeat(40)} "\\` });
    expect(named.statusCode).toBe(200);
  });

  it('still refuses prototype poisoning and broken JSON', async () => {
    const client = await signedIn();
    for (const payload of ['{"name":"x","__proto__":{"admin":true}}', '{"name":', '']) {
      const response = await client.post('/api/boards/create', undefined, {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(errorOf(response), payload).toMatchObject({ status: 400, code: 'API_ERROR_INVALID_JSON' });
    }
  });

  it('refuses a lone surrogate in any text with a clear 400 instead of storing it changed', async () => {
    const client = await signedIn();
    const before = await server().snapshot();
    const png = await makePng();
    const titled = await client.post('/api/save', savePayload(png, { title: 'Sale \ud800' }));
    expect(errorOf(titled)).toMatchObject({ status: 400, code: 'API_ERROR_VALIDATION' });
    expect(titled.json().error.message).toContain('title: holds a lone surrogate');
    const board = await client.post('/api/boards/create', { name: '\udfff board' });
    expect(errorOf(board)).toMatchObject({ status: 400, code: 'API_ERROR_VALIDATION' });
    expect(board.json().error.message).toContain('name: holds a lone surrogate');
    // In the document, as an object and as its JSON text (the title is derived from its text).
    const editor = completeDocument('Summer \ud83d sale');
    // The payload's own texts stay clean, so that the refusal names the document's text.
    const clean = { text_content: '', keywords: '' };
    const inDocument = await client.post('/api/save', savePayload(png, { editor, ...clean }));
    expect(errorOf(inDocument)).toMatchObject({ status: 400, code: 'API_ERROR_VALIDATION' });
    expect(inDocument.json().error.message).toContain(
      'editor.pages.0.objects.0.text: holds a lone surrogate',
    );
    const asText = await client.post('/api/save', savePayload(png, { editor: JSON.stringify(editor) }));
    expect(errorOf(asText)).toMatchObject({ status: 400, code: 'API_ERROR_INVALID_DESIGN' });
    expect(asText.json().error.message).toContain('editor.pages.0.objects.0.text: holds a lone surrogate');
    expect(await server().snapshot()).toEqual(before);
  });

  it('stores a well-formed pair (an emoji) exactly as sent', async () => {
    const client = await signedIn();
    const saved = await client.post('/api/save', savePayload(await makePng(), { title: 'Sale 😀' }));
    expect(saved.statusCode).toBe(200);
    const hash = saved.json<{ data: { hash: string } }>().data.hash;
    const read = await client.get(`/api/getEditorByHash/${hash}`);
    expect(read.json().data.title).toBe('Sale 😀');
  });
});
