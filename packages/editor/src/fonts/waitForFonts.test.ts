import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVENYT_SUBSTITUTE, type DesignDocument } from '@lienzo/core';
import { decodePng, disposeEngines, mountEngine } from '../test/mountEngine';
import { fontsOf, waitForFonts } from './waitForFonts';

/** Faces whose files cannot be had: one answered 404, one whose bytes are no font. */
const broken = [
  new FontFace('Missing Face', 'url(/no-such-font-file.woff2)'),
  new FontFace('Garbled Face', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer),
];

beforeAll(() => broken.forEach((face) => document.fonts.add(face)));
afterAll(async () => {
  broken.forEach((face) => document.fonts.delete(face));
  await disposeEngines();
});

/** A design with one big title in `family`. */
async function designIn(family: string): Promise<DesignDocument> {
  const { engine } = await mountEngine();
  engine.setBackgroundColor('#ffffff');
  const id = engine.addText('title', 'Fallback ñ¿¡');
  engine.updateObject(id, { fontFamily: family });
  engine.select(null);
  return engine.toDocument();
}

async function darkPixels(dataUrl: string): Promise<number> {
  const png = await decodePng(dataUrl);
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) if (png.data[at]! < 100) count++;
  return count;
}

describe('fonts a document uses (issue 7)', () => {
  it('include the faces new objects are drawn in, the poll answers’ AvenyT substitute among them', () => {
    expect(fontsOf({ pages: [] } as unknown as DesignDocument)).toEqual(
      expect.arrayContaining([`normal bold 16px "${AVENYT_SUBSTITUTE}"`, 'normal normal 16px "Fredoka One"']),
    );
  });

  it('a face that fails to load is skipped: loading and export go on, the text drawn in the fallback', async () => {
    for (const family of ['Missing Face', 'Garbled Face']) {
      const document = await designIn(family);
      await waitForFonts(document);
      const { engine } = await mountEngine(document);
      const failed = broken.find((face) => face.family.replace(/"/g, '') === family);
      expect(failed?.status, family).toBe('error');
      const exported = engine.exportPng();
      expect(await darkPixels(exported), family).toBeGreaterThan(500);

      // Drawn exactly as a family nobody has: the browser's fallback.
      const { engine: unknown } = await mountEngine(await designIn('Nobody Has This Family'));
      expect(exported, family).toBe(unknown.exportPng());

      // Loading it into a running editor resolves as well, and keeps the design.
      const loaded = await unknown.load(document);
      expect(loaded.warnings).toEqual([]);
      expect(unknown.getObjects()[0]).toMatchObject({ fontFamily: family });
    }
  });
});
