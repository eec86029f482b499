import {
  THUMBNAIL_BOXES,
  THUMBNAIL_VARIANTS,
  thumbnailSize,
  type SavedDesign,
  type ThumbnailVariant,
} from '@lienzo/core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { useTestServer, type TestServer } from '../test/harness';
import { openS3TestTarget } from '../test/s3';

const s3 = await openS3TestTarget();
afterAll(() => s3.close());

/** What Chromium sends for an <img>, and what a browser without WebP sends. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PNG_ONLY_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';

/** Designs of every shape a grid meets: a story, a wide header, a square, an odd tall strip, a tiny badge. */
const SHAPES = [
  { width: 1080, height: 1920 },
  { width: 1500, height: 500 },
  { width: 800, height: 800 },
  { width: 200, height: 2400 },
  { width: 60, height: 40 },
];

const STORAGES = [
  { label: 'local folder', skip: false, storage: () => undefined },
  { label: `S3 (${s3.label})`, skip: s3.skipReason !== null, storage: () => s3.testStorage() },
];

for (const { label, skip, storage } of STORAGES) {
  describe.skipIf(skip)(`design thumbnails at the size shown [${label}]`, () => {
    const server = useTestServer('sqlite', { storage: skip ? undefined : storage() });
    let designs: SavedDesign[] = [];

    const thumbnail = (hash: string, variant: string, accept = CHROMIUM_ACCEPT) =>
      server().client().get(`/designs/${hash}_${variant}`, { headers: { accept } });

    async function designsOf(current: TestServer): Promise<SavedDesign[]> {
      if (designs.length > 0) return designs;
      const client = current.client();
      await client.signUp();
      for (const size of SHAPES) designs.push(await saveTestDesign(client, size));
      return designs;
    }

    it('makes each variant fitted in its box at its density: never more than twice the shown size', async () => {
      designs = await designsOf(server());
      for (const [variant, { box, density }] of THUMBNAIL_VARIANTS) {
        const shown = THUMBNAIL_BOXES[box];
        for (const [index, design] of designs.entries()) {
          const size = SHAPES[index]!;
          for (const accept of [CHROMIUM_ACCEPT, PNG_ONLY_ACCEPT]) {
            const response = await thumbnail(design.hash, variant, accept);
            expect(response.statusCode, response.body).toBe(200);
            const picture = await sharp(response.rawPayload).metadata();
            const where = `${variant} of ${size.width}×${size.height} (${accept})`;
            expect(picture.width, where).toBeLessThanOrEqual(shown.width * 2);
            expect(picture.height, where).toBeLessThanOrEqual(shown.height * 2);
            // Fitted exactly: as large as the box at this density allows, proportions kept, never enlarged.
            const expected = thumbnailSize(size, box, density);
            expect(Math.abs(picture.width - expected.width), where).toBeLessThanOrEqual(1);
            expect(Math.abs(picture.height - expected.height), where).toBeLessThanOrEqual(1);
          }
        }
      }
      // The tiny badge keeps its own size; the story fills the grid tile's height at 2×.
      const story = await sharp((await thumbnail(designs[0]!.hash, 'grid-2x')).rawPayload).metadata();
      expect(story.height).toBe(THUMBNAIL_BOXES.grid.height * 2);
    });

    it('answers WebP when the Accept header names it, PNG otherwise, varying on Accept', async () => {
      designs = await designsOf(server());
      const { hash } = designs[0]!;
      const cases: Array<[string | undefined, 'webp' | 'png']> = [
        [CHROMIUM_ACCEPT, 'webp'],
        ['image/webp', 'webp'],
        [PNG_ONLY_ACCEPT, 'png'],
        ['image/webp;q=0, image/png', 'png'],
        ['*/*', 'png'],
        [undefined, 'png'],
      ];
      for (const [accept, format] of cases) {
        const response = await server()
          .client()
          .get(`/designs/${hash}_grid-1x`, accept === undefined ? {} : { headers: { accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type'], String(accept)).toBe(`image/${format}`);
        expect((await sharp(response.rawPayload).metadata()).format, String(accept)).toBe(format);
        expect(response.headers.vary).toMatch(/\baccept\b/i);
        expect(response.headers['content-encoding']).toBeUndefined();
      }
      // WebP is the point: a fraction of the PNG's bytes.
      const webp = await thumbnail(hash, 'board-2x');
      const png = await thumbnail(hash, 'board-2x', PNG_ONLY_ACCEPT);
      expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length);
    });

    it('keeps each made copy in storage beside the design, revalidates by ETag, and removes them on a new save', async () => {
      designs = await designsOf(server());
      const { hash } = designs[2]!;
      const first = await thumbnail(hash, 'grid-2x');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await server()
        .client()
        .get(`/designs/${hash}_grid-2x`, { headers: { accept: CHROMIUM_ACCEPT, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // The PNG copy has an ETag of its own: a cache never gives one format for the other.
      const asPng = await thumbnail(hash, 'grid-2x', PNG_ONLY_ACCEPT);
      expect(asPng.headers.etag).not.toBe(etag);
      const files = await server().files();
      const copies = files.filter((file) => /_grid-2x\.(webp|png)$/.test(file));
      expect(copies.some((file) => file.endsWith('.webp'))).toBe(true);
      expect(copies.some((file) => file.endsWith('.png'))).toBe(true);

      // Saved again (a new picture under a new key), the old picture's copies go with it; the new ones come.
      const client = server().client();
      await client.signUp();
      const mine = await saveTestDesign(client, { width: 800, height: 800 });
      await thumbnail(mine.hash, 'board-1x');
      const before = (await server().files()).filter((file) => file.includes('_board-1x.'));
      await saveTestDesign(client, { id: mine.id, width: 800, height: 800 }, { colour: '#ff0000' });
      const after = (await server().files()).filter((file) => file.includes('_board-1x.'));
      expect(after.length).toBe(before.length - 1);
      const redrawn = await thumbnail(mine.hash, 'board-1x');
      const { dominant } = await sharp(redrawn.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.g).toBeLessThan(50);
    });

    it('answers 404 for any other spelling of a variant, and for a design that is not there', async () => {
      designs = await designsOf(server());
      const { hash } = designs[0]!;
      const variants = [...THUMBNAIL_VARIANTS.keys()] as ThumbnailVariant[];
      const hostile = [
        `${hash}_grid-3x`,
        `${hash}_grid-0x`,
        `${hash}_grid-01x`,
        `${hash}_GRID-1x`,
        `${hash}_Grid-1x`,
        `${hash}_grid-1X`,
        `${hash}_grid-1x.png`,
        `${hash}_grid-1x.webp`,
        `${hash}_grid`,
        `${hash}_grid1x`,
        `${hash}_grid-1x%20`,
        `${hash}_grid-1x%00`,
        `${hash}_grid-1x%2f..%2f..`,
        `${hash}_grid-1x/`,
        `${hash}_constructor`,
        `${hash}___proto__`,
        `${hash}_board-1x_grid-1x`,
        `..%2f${hash}_grid-1x`,
        `%2e%2e%2f%2e%2e%2fetc%2fpasswd_grid-1x`,
        `${hash.toUpperCase()}_grid-1x`,
        `${hash}x_grid-1x`,
        `zzzzzzzzzzzzzzzz_grid-1x`,
        `_grid-1x`,
      ];
      for (const file of hostile) {
        const response = await server().client().get(`/designs/${file}`);
        expect(response.statusCode, file).toBe(404);
      }
      for (const variant of variants) expect((await thumbnail(hash, variant)).statusCode, variant).toBe(200);
    });
  });
}
