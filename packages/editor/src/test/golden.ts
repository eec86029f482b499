import { commands, server } from 'vitest/browser';
import { expect } from 'vitest';
import { decodePng } from './mountEngine';

/** Golden images live in test/golden/ of the editor package, whichever test compares against them. */
const GOLDEN_DIR = `${server.config.root}/packages/editor/src/test/golden/`;

export interface GoldenOptions {
  /** How far one colour channel may drift before a pixel counts as different (anti-aliasing, fonts). */
  channelTolerance?: number;
  /** The share of pixels allowed to differ. */
  maxDifferentRatio?: number;
}

async function readGolden(path: string): Promise<string | null> {
  try {
    return await commands.readFile(path, 'base64');
  } catch {
    return null;
  }
}

/**
 * Compares a PNG data URL with the golden image `name`. A missing golden is written and the test fails,
 * so a new golden is always looked at before it is committed (delete a golden to re-record it).
 */
export async function expectToMatchGolden(name: string, dataUrl: string, options: GoldenOptions = {}) {
  const { channelTolerance = 40, maxDifferentRatio = 0.01 } = options;
  const path = `${GOLDEN_DIR}${name}.png`;
  const stored = await readGolden(path);
  if (stored === null) {
    await commands.writeFile(path, dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect.fail(`No golden image "${name}" yet: wrote ${path}. Look at it, then commit it.`);
  }
  const [actual, golden] = await Promise.all([
    decodePng(dataUrl),
    decodePng(`data:image/png;base64,${stored}`),
  ]);
  expect({ width: actual.width, height: actual.height }).toEqual({
    width: golden.width,
    height: golden.height,
  });
  let different = 0;
  for (let at = 0; at < actual.data.length; at += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(actual.data[at + channel]! - golden.data[at + channel]!) > channelTolerance) {
        different++;
        break;
      }
    }
  }
  const ratio = different / (actual.width * actual.height);
  expect(
    ratio,
    `${(ratio * 100).toFixed(2)} % of the pixels of "${name}" differ from its golden image`,
  ).toBeLessThanOrEqual(maxDifferentRatio);
}
