import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

const GOLDEN_DIR = join(import.meta.dirname, '..', 'golden');

/**
 * The share of pixels of two PNGs whose colour differs by more than `channelTolerance` in some channel,
 * decoded by the browser; 1 when their sizes differ.
 */
export function differentRatio(page: Page, a: Buffer, b: Buffer, channelTolerance = 40): Promise<number> {
  return page.evaluate(
    async ({ a, b, channelTolerance }) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [first, second] = await Promise.all([pixels(a), pixels(b)]);
      if (first.width !== second.width || first.height !== second.height) return 1;
      let different = 0;
      for (let at = 0; at < first.data.length; at += 4) {
        for (let channel = 0; channel < 4; channel++) {
          if (Math.abs(first.data[at + channel]! - second.data[at + channel]!) > channelTolerance) {
            different++;
            break;
          }
        }
      }
      return different / (first.width * first.height);
    },
    { a: a.toString('base64'), b: b.toString('base64'), channelTolerance },
  );
}

/** The golden image `name` of e2e/golden/. A missing one is written and the test fails, to be looked at first. */
export function readGolden(name: string, actual: Buffer): Buffer {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    throw new Error(`No golden image "${name}" yet: wrote ${path}. Look at it, then commit it.`);
  }
  return readFileSync(path);
}
