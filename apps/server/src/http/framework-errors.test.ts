import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness';

// The router refuses some addresses before any route runs (a name over its length limit, broken %-escapes);
// those answers must still be the API's error envelope, with the same protective headers as every other.
describe('addresses the router refuses', () => {
  const server = useTestServer('sqlite');

  it.each([
    [
      'a path name longer than the router takes',
      `/api/getEditorByHash/${'x'.repeat(500)}`,
      404,
      'API_ERROR_NOT_FOUND',
    ],
    [
      'a stored file name longer than the router takes',
      `/designs/${'x'.repeat(500)}.png`,
      404,
      'API_ERROR_NOT_FOUND',
    ],
    ['a broken %-escape in a path name', '/api/getEditorByHash/%E0%A4%A', 400, 'API_ERROR_VALIDATION'],
  ])('%s: answers the error envelope with the security headers', async (_name, url, status, code) => {
    const response = await server().client().get(url);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
