import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { convertTemplateImages } from './template-image';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe('the build converts the template thumbnails to PNG once', () => {
  it('converts each JPEG missing or newer than its PNG, whole, and leaves the rest', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lienzo-template-images-'));
    folders.push(root);
    const thumbnails = join(root, 'templates');
    const images = join(root, 'images');
    await mkdir(thumbnails);
    await writeFile(join(thumbnails, 'aaa.jpg'), await jpeg('#ff0000'));
    await writeFile(join(thumbnails, 'bbb.jpg'), await jpeg('#0000ff'));
    await writeFile(join(thumbnails, 'manifest.json'), '{}');

    expect(await convertTemplateImages(thumbnails, images)).toBe(2);
    expect((await readdir(images)).sort()).toEqual(['aaa.png', 'bbb.png']);
    const png = await sharp(join(images, 'aaa.png')).metadata();
    expect({ format: png.format, width: png.width, height: png.height }).toEqual({
      format: 'png',
      width: 8,
      height: 6,
    });

    // Nothing changed: nothing converted again.
    expect(await convertTemplateImages(thumbnails, images)).toBe(0);

    // A thumbnail rendered again (newer than its PNG) is converted again; the other is not.
    await writeFile(join(thumbnails, 'aaa.jpg'), await jpeg('#00ff00'));
    const later = new Date((await stat(join(images, 'aaa.png'))).mtimeMs + 60_000);
    await utimes(join(thumbnails, 'aaa.jpg'), later, later);
    expect(await convertTemplateImages(thumbnails, images)).toBe(1);
    const [red, green, blue] = await sharp(await readFile(join(images, 'aaa.png')))
      .raw()
      .toBuffer();
    expect(green).toBeGreaterThan(200);
    expect(red! + blue!).toBeLessThan(60);
  });
});
