import { describe, expect, it } from 'vitest';
import { TEST_ASSETS } from '../test/assetPaths';
import { AssetLoader } from './AssetLoader';
import { AssetRefusedError } from './assetPolicy';

/** Every request the page made whose address contains `part`. */
function requestsTo(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

describe('AssetLoader', () => {
  it('allows paths on this site and allow-listed origins only', () => {
    const loader = new AssetLoader({ origins: ['https://cdn.example.com', 'not an origin'] });
    expect(loader.allows('/uploads/a.png')).toBe(true);
    expect(loader.allows('https://cdn.example.com/icons/a.svg')).toBe(true);
    for (const src of [
      'https://cdn.example.com.evil.test/a.png',
      'http://cdn.example.com/a.png',
      'https://127.0.0.2:9/x.png',
      '//cdn.example.com/a.png',
      '/uploads/../secret.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:https://cdn.example.com/1',
      'uploads/a.png',
    ]) {
      expect(loader.allows(src), src).toBe(false);
    }
    expect(new AssetLoader().allows('https://cdn.example.com/icons/a.svg')).toBe(false);
  });

  it('refuses an address off the allow-list without making any request', async () => {
    const loader = new AssetLoader();
    await expect(loader.loadImage('http://127.0.0.2:9/x.png')).rejects.toThrow(AssetRefusedError);
    await expect(loader.loadSvg('http://127.0.0.2:9/x.svg')).rejects.toThrow(AssetRefusedError);
    await loader.whenIdle();
    expect(requestsTo('127.0.0.2')).toEqual([]);
  });

  it('loads each address once, and whenIdle waits for every load', async () => {
    const loader = new AssetLoader();
    const first = loader.loadImage(TEST_ASSETS.quadrantsPng);
    const second = loader.loadImage(TEST_ASSETS.quadrantsPng);
    expect(loader.busy).toBe(true);
    await loader.whenIdle();
    expect(loader.busy).toBe(false);
    expect(await first).toBe(await second);
    expect((await first).naturalWidth).toBe(160);
    expect(await loader.loadSvg(TEST_ASSETS.oneFillSvg)).toBe(await loader.loadSvg(TEST_ASSETS.oneFillSvg));
  });

  it('waits for work tracked while it was already waiting', async () => {
    const loader = new AssetLoader();
    const order: string[] = [];
    let release: () => void = () => {};
    loader.track(
      new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
        order.push('first');
        loader.track(new Promise<void>((resolve) => (release = resolve)).then(() => order.push('second')));
        setTimeout(() => release(), 10);
      }),
    );
    await loader.whenIdle();
    expect(order).toEqual(['first', 'second']);
  });

  it('reports a missing file and a file that is no picture, and forgets the failure', async () => {
    const loader = new AssetLoader();
    await expect(loader.loadImage('/packages/editor/src/test/assets/missing.png')).rejects.toThrow(
      /Could not load/,
    );
    await expect(loader.loadImage('/packages/editor/package.json')).rejects.toThrow(/Could not load/);
    await expect(loader.loadSvg('/packages/editor/src/test/assets/missing.svg')).rejects.toThrow(/HTTP 404/);
    await expect(loader.loadSvg(TEST_ASSETS.quadrantsPng)).rejects.toThrow(/Could not load/);
  });

  it('sanitises SVG text before anything parses it', async () => {
    const loader = new AssetLoader();
    const text = await loader.loadSvg(TEST_ASSETS.hostileSvg);
    expect(text).not.toMatch(/script|foreignObject|onload|onclick|127\.0\.0\.2|javascript|@import/i);
    expect(text).toContain('fill="#00ff00"');
    expect(text).toContain('href="#g"');
  });

  it('fetches site paths under the app prefix, while the document keeps them app-relative', async () => {
    // The test assets live at /packages/editor/src/test/assets: with the prefix /packages, the same files
    // are the app-relative paths /editor/src/test/assets/… (as /uploads/x.jpg is under BASE_PATH).
    const relative = (src: string) => src.replace(/^\/packages/, '');
    const picture = relative(TEST_ASSETS.quadrantsPng);
    const svg = relative(TEST_ASSETS.oneFillSvg);
    const loader = new AssetLoader({ basePath: '/packages' });
    expect(loader.urlOf(picture)).toBe(TEST_ASSETS.quadrantsPng);
    expect(loader.urlOf('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect((await loader.loadImage(picture)).naturalWidth).toBe(160);
    expect(await loader.loadSvg(svg)).toContain('<svg');
    // Without the prefix the same paths miss: nothing is served at the host root.
    const atRoot = new AssetLoader();
    await expect(atRoot.loadSvg(svg)).rejects.toThrow('HTTP 404');
  });
});
