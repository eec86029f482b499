import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_ERRORS, UPLOAD_MAX_BYTES, type UploadedFont } from '@lienzo/core';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

// A real TrueType font from Debian (fonts-dejavu-core), a real WOFF2 and a CFF-flavoured OpenType header.
const DEJAVU = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const require = createRequire(import.meta.url);
const WOFF2 = readFileSync(require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'));

/** An OpenType font with CFF outlines: `OTTO`, one table record, and the table. */
function openTypeCff(): Buffer {
  const font = Buffer.alloc(12 + 16 + 16);
  font.write('OTTO', 0, 'latin1');
  font.writeUInt16BE(1, 4);
  font.write('CFF ', 12, 'latin1');
  font.writeUInt32BE(28, 20);
  font.writeUInt32BE(16, 24);
  return font;
}

const BOUNDARY = '----lienzo-test-boundary';

function multipartBody(filename: string, bytes: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  client: TestClient,
  filename: string,
  bytes: Buffer,
  options: { csrf?: false; field?: string } = {},
) {
  return client.post('/api/uploadFont', undefined, {
    payload: multipartBody(filename, bytes, options.field),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    ...(options.csrf === false ? { csrf: false as const } : {}),
  });
}

describeEachEngine('font uploads', (engine) => {
  const server = useTestServer(engine);

  async function fontsSnapshot() {
    return { fonts: await server().count('fonts'), files: await server().files() };
  }

  it('stores a TrueType font, serves it as font/ttf and lists it in /api/me', async () => {
    const client = server().client();
    await client.signUp();
    const response = await upload(client, 'DejaVuSans.ttf', DEJAVU);
    expect(response.statusCode).toBe(200);
    const font = response.json<{ data: UploadedFont }>().data;
    expect(font).toEqual({
      name: 'DejaVu Sans',
      file: expect.stringMatching(/^[a-f0-9]{24}\.ttf$/),
      hash: expect.stringMatching(/^[a-f0-9]{64}$/),
      secure_url: `/fonts/${font.file}`,
    });

    const served = await server().client().get(font.secure_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/ttf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(DEJAVU)).toBe(true);

    const me = (await client.get('/api/me')).json().data;
    expect(me.user.fonts).toEqual([font]);
    // Another user does not get it in their list.
    const other = server().client();
    expect((await other.signUp()).fonts).toEqual([]);

    // The same file again answers the font already stored, without a second copy.
    const before = await fontsSnapshot();
    const again = await upload(client, 'copy-of-DejaVuSans.TTF', DEJAVU);
    expect(again.json().data).toEqual(font);
    expect(await fontsSnapshot()).toEqual(before);
  });

  it('refuses what is not a TrueType font with API_ERROR_INVALID_FONT_FILE, storing nothing', async () => {
    const client = server().client();
    await client.signUp();
    const before = await fontsSnapshot();
    const cases: [string, Buffer][] = [
      ['DejaVuSans.otf', DEJAVU], // the name must contain "ttf" (SPEC §5)
      ['font', DEJAVU],
      ['notes.ttf', Buffer.from('just some text, not a font\n'.repeat(10))],
      ['script.ttf', Buffer.from('<script>alert(1)</script>')],
      ['cff.ttf', openTypeCff()],
      ['lora.woff2.ttf', WOFF2],
      ['truncated.ttf', DEJAVU.subarray(0, 2000)],
      ['empty.ttf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const response = await upload(client, name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        error: { code: 'API_ERROR_INVALID_FONT_FILE', message: API_ERRORS.API_ERROR_INVALID_FONT_FILE },
      });
    }
    expect(await fontsSnapshot()).toEqual(before);
  });

  it('refuses a file over the upload limit, a wrong field and a body that is not multipart', async () => {
    const client = server().client();
    await client.signUp();
    const before = await fontsSnapshot();
    const big = Buffer.concat([DEJAVU, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - DEJAVU.length)]);
    const tooBig = await upload(client, 'big.ttf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('API_ERROR_PAYLOAD_TOO_LARGE');
    const wrongField = await upload(client, 'DejaVuSans.ttf', DEJAVU, { field: 'other' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.code).toBe('API_ERROR_VALIDATION');
    const json = await client.post('/api/uploadFont', { file: 'DejaVuSans.ttf' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('API_ERROR_VALIDATION');
    expect(await fontsSnapshot()).toEqual(before);
  });

  it('answers a broken multipart body (no boundary, cut short) with 400, never a 500', async () => {
    const client = server().client();
    await client.signUp();
    const before = await fontsSnapshot();
    const body = multipartBody('DejaVuSans.ttf', DEJAVU);
    const noBoundary = await client.post('/api/uploadFont', undefined, {
      payload: body,
      headers: { 'content-type': 'multipart/form-data' },
    });
    const cutShort = await client.post('/api/uploadFont', undefined, {
      payload: body.subarray(0, 2000),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    for (const response of [noBoundary, cutShort]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
    expect(await fontsSnapshot()).toEqual(before);
  });

  it('needs a session (401) and the anti-forgery header (403)', async () => {
    const before = await fontsSnapshot();
    const visitor = server().client();
    const anonymous = await upload(visitor, 'DejaVuSans.ttf', DEJAVU);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('API_ERROR_UNAUTHORIZED');

    const client = server().client();
    await client.signUp();
    const forged = await upload(client, 'DejaVuSans.ttf', DEJAVU, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('API_ERROR_CSRF');
    expect(await fontsSnapshot()).toEqual(before);
  });

  it('serves only stored fonts: unknown and malformed names are 404', async () => {
    const client = server().client();
    for (const path of [
      '/fonts/0123456789abcdef01234567.ttf',
      '/fonts/..%2Flienzo.sqlite',
      '/fonts/x.ttf',
      '/fonts/0123456789abcdef01234567.otf',
    ]) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
