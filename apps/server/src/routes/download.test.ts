import type { SavedVideo } from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestServer } from '../test/harness';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';

/** A 300 × 200 layout saved with a half-transparent red picture of that size. */
const LAYOUT = { width: 300, height: 200 };

async function imageKeyOf(server: TestServer, id: number): Promise<string> {
  const row = await server.db
    .selectFrom('designs')
    .select('image_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.image_key;
}

function fileName(disposition: unknown): string {
  return /filename="([^"]+)"/.exec(String(disposition))?.[1] ?? '';
}

describeEachEngine('GET /download/{hash}', (engine) => {
  const server = useTestServer(engine);

  it('gives the picture as saved at web size and twice the layout at print size, as PNG or JPEG', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: 'My title', id: null },
      { colour: '#ff000080' },
    );
    const saved = (await owner.get(`/designs/${design.hash}_o.png`)).rawPayload;
    // Public like the design's preview: a visitor with the hash downloads it.
    const visitor = server().client();

    const cases = [
      { query: '', format: 'png', size: LAYOUT },
      { query: '?format=png&resolution=web', format: 'png', size: LAYOUT },
      { query: '?resolution=print', format: 'png', size: { width: 600, height: 400 } },
      { query: '?format=jpg', format: 'jpeg', size: LAYOUT },
      { query: '?format=jpg&resolution=print', format: 'jpeg', size: { width: 600, height: 400 } },
    ] as const;
    for (const { query, format, size } of cases) {
      const response = await visitor.get(`/download/${design.hash}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type'], query).toBe(`image/${format}`);
      const extension = format === 'jpeg' ? 'jpg' : 'png';
      expect(response.headers['content-disposition'], query).toBe(
        `attachment; filename="my-title-${size.width}x${size.height}.${extension}"; ` +
          `filename*=UTF-8''my-title-${size.width}x${size.height}.${extension}`,
      );
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta, query).toMatchObject({ format, ...size });
      if (format === 'jpeg') {
        expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), query).toBe(true);
        // Half-transparent red flattened on white is pink, not red on black.
        const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
        expect(data[0], query).toBeGreaterThan(240);
        expect(data[1], query).toBeGreaterThan(100);
        expect(data[1], query).toBeLessThan(150);
      }
    }
    const web = await visitor.get(`/download/${design.hash}`);
    expect(web.rawPayload.equals(saved)).toBe(true);
  });

  it('keeps the copies it made next to the original, and a re-save removes them with it', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: 'Cached', id: null },
      { colour: '#ff000080' },
    );
    const original = (await imageKeyOf(server(), design.id)).replace(/\.png$/, '');
    for (const query of ['?resolution=print', '?format=jpg', '?format=jpg&resolution=print'])
      expect((await owner.get(`/download/${design.hash}${query}`)).statusCode).toBe(200);
    const made = (await server().files()).filter((file) => file.startsWith(original));
    expect(made.sort()).toEqual(
      [`${original}.png`, `${original}_print.png`, `${original}_web.jpg`, `${original}_print.jpg`].sort(),
    );

    const again = await owner.get(`/download/${design.hash}?format=jpg&resolution=print`);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600 });

    await saveTestDesign(owner, { ...LAYOUT, title: 'Cached', id: design.id }, { colour: '#ff000080' });
    expect((await server().files()).filter((file) => file.startsWith(original))).toEqual([]);
  });

  it('gives the design’s video as a WebM attachment, and 404 when it has none', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: 'Clip', id: null },
      { colour: '#ff000080' },
    );
    const none = await owner.get(`/download/${design.hash}?format=webm`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' } });

    const upload = await owner.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    expect(upload.json<{ data: SavedVideo }>().data.post_type).toBe('video');
    const video = await server().client().get(`/download/${design.hash}?format=webm`);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(fileName(video.headers['content-disposition'])).toBe('clip-300x200.webm');
    expect(video.rawPayload.equals(VP8_WEBM)).toBe(true);

    const print = await owner.get(`/download/${design.hash}?format=webm&resolution=print`);
    expect(print.statusCode).toBe(400);
    expect(print.json()).toMatchObject({ error: { code: 'API_ERROR_VALIDATION' } });
  });

  it('refuses an unknown format or resolution with 400, and answers 404 for a hash that is not a design', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: 'Params', id: null },
      { colour: '#ff000080' },
    );
    const before = await server().snapshot();
    for (const query of [
      '?format=gif',
      '?format=PNG',
      '?resolution=huge',
      '?format=png&format=jpg',
      '?resolution=web&resolution=print',
      '?format=',
    ]) {
      const response = await owner.get(`/download/${design.hash}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code, query).toBe('API_ERROR_VALIDATION');
    }
    for (const hash of ['abcdefghij012345', 'short', '..%2F..%2Flienzo.sqlite', design.hash.toUpperCase()]) {
      const response = await owner.get(`/download/${hash}`);
      expect(response.statusCode, hash).toBe(404);
    }
    expect(await server().snapshot()).toEqual(before);
  });

  it('names the file safely after a hostile Unicode title: ASCII filename plus RFC 5987 filename*', async () => {
    const owner = server().client();
    await owner.signUp();
    const title = '¡Año "nuevo"!\r\nX-Evil: 1 ../../etc/passwd\\ \u202Egnp.exe Καλό 🎉';
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: title, id: null },
      { colour: '#ff000080' },
    );
    const response = await owner.get(`/download/${design.hash}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-evil']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ano-nuevo-x-evil-1-etc-passwd-gnp-exe-300x200.png"; ' +
        "filename*=UTF-8''a%C3%B1o-nuevo-x-evil-1-etc-passwd-gnp-exe-%CE%BA%CE%B1%CE%BB%CF%8C-300x200.png",
    );
  });
});
