import { afterEach, describe, expect, it } from 'vitest';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

type Mounted = Awaited<ReturnType<typeof mountEngine>>;

/** The colour the screen shows at a point of the design, after the next frame. */
async function onScreen({ engine, element }: Mounted, x: number, y: number): Promise<number[]> {
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  const scale = (element.width / element.clientWidth) * engine.zoom;
  const data = element
    .getContext('2d')!
    .getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
  return [...data].slice(0, 3);
}

// The blank story is 540 × 960 in the default background colour #62CAD9: its top bar is 125 px, its
// bottom bar 170 px (from y 790).
const BACKGROUND = [0x62, 0xca, 0xd9];

describe('story safe zones', () => {
  it('shades the top and bottom bars on the screen only, never in the export', async () => {
    const mounted = await mountEngine();
    const { engine } = mounted;
    expect(engine.safeZones).toEqual({ shown: false, drawn: false });
    expect(await onScreen(mounted, 270, 60)).toEqual(BACKGROUND);

    engine.showSafeZones(true);
    expect(engine.safeZones).toEqual({ shown: true, drawn: true });
    const top = await onScreen(mounted, 270, 60);
    const bottom = await onScreen(mounted, 270, 900);
    for (const shaded of [top, bottom]) {
      expect(shaded).not.toEqual(BACKGROUND);
      shaded.forEach((channel, index) => expect(channel).toBeLessThan(BACKGROUND[index]!));
    }
    // Between the bars the design shows as it is.
    expect(await onScreen(mounted, 270, 140)).toEqual(BACKGROUND);
    expect(await onScreen(mounted, 270, 775)).toEqual(BACKGROUND);

    const png = await decodePng(engine.exportPng());
    for (const y of [5, 60, 124, 480, 800, 955]) expect(png.pixel(270, y).slice(0, 3)).toEqual(BACKGROUND);
    expect(engine.getObjects()).toEqual([]);

    engine.showSafeZones(false);
    expect(await onScreen(mounted, 270, 60)).toEqual(BACKGROUND);
  });

  it('shows only on a story layout, and again when the design goes back to one', async () => {
    const mounted = await mountEngine();
    const { engine } = mounted;
    engine.showSafeZones(true);
    engine.applyLayout('instagram.post');
    expect(engine.safeZones).toEqual({ shown: true, drawn: false });
    expect(await onScreen(mounted, 400, 20)).toEqual(BACKGROUND);
    engine.applyLayout('instagram.story');
    expect(engine.safeZones).toEqual({ shown: true, drawn: true });
    expect(await onScreen(mounted, 270, 60)).not.toEqual(BACKGROUND);
  });
});
