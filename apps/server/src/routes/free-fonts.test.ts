import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FREE_FONT_FACES, FREE_FONT_PATH } from '@lienzo/core';
import { create, type Font } from 'fontkit';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';

const require = createRequire(import.meta.url);

/** What a Spanish text needs beyond ASCII (issue 7: every font covers Spanish). */
const SPANISH = 'áéíóúüñÁÉÍÓÚÜÑ¿¡';

describeEachEngine('the free font files (issue 7)', (engine) => {
  const server = useTestServer(engine);

  it('serves every file of the catalogue as woff2 with long caching, each covering Spanish', async () => {
    const client = server().client();
    for (const face of FREE_FONT_FACES) {
      const url = `${FREE_FONT_PATH}${face.file}`;
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('font/woff2');
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      const body = response.rawPayload;
      expect(body.subarray(0, 4).toString('latin1'), url).toBe('wOF2');
      expect(body.equals(readFileSync(require.resolve(`${face.package}/files/${face.file}`))), url).toBe(
        true,
      );
      const font = create(body) as Font;
      const missing = [...SPANISH].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
      expect(missing, `${face.family} ${face.weight} ${face.style}`).toEqual([]);
    }
  });

  it('answers 404 for any other name, even a file the packages hold', async () => {
    const client = server().client();
    for (const file of [
      'nope.woff2',
      // In the packages but not in the catalogue: other formats, subsets and weights.
      'lora-latin-400-normal.woff',
      'lora-cyrillic-400-normal.woff2',
      'roboto-latin-100-normal.woff2',
      'LORA-LATIN-400-NORMAL.WOFF2',
      'lora-latin-400-normal.woff2%00',
      'lora-latin-400-normal.woff2.map',
      '..%2fpackage.json',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..%2f..%2f..%2flora%2fpackage.json',
      '',
    ]) {
      const response = await client.get(`${FREE_FONT_PATH}${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers['content-type'], file).not.toBe('font/woff2');
    }
  });
});
