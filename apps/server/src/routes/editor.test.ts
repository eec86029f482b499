import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';

const NOT_FOUND = { error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' } };

describeEachEngine('reading designs by hash', (engine) => {
  const server = useTestServer(engine);

  it('answers 404 for an unknown or malformed hash, as JSON and image alike', async () => {
    const client = server().client();
    for (const url of [
      '/api/getEditorByHash/abcdefghijklmnop',
      '/api/getEditorByHash/short',
      '/api/getEditorByHash/ABCDEFGHIJKLMNOP',
      "/api/getEditorByHash/abcdefghijklmno'",
      '/api/getEditorByHash/..%2F..%2Fetc%2Fpasswd',
      '/designs/abcdefghijklmnop_o.png',
      '/designs/abcdefghijklmnop_q.png',
      '/designs/abcdefghijklmnop.png',
      '/designs/..%2Ffiles%2Fx_o.png',
      '/api/no-such-route',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });
});
