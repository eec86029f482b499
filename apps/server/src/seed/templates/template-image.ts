import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** A template's committed thumbnail (JPEG) as its design image (PNG): the seed's and the build's one conversion. */
export function toTemplateImage(thumbnail: Buffer): Promise<Buffer> {
  return sharp(thumbnail).png().toBuffer();
}

const modified = (path: string) =>
  stat(path).then(
    (info) => info.mtimeMs,
    () => null,
  );

/**
 * Converts every thumbnail of `thumbnails` (`<hash>.jpg`) into `images` (`<hash>.png`) where the PNG is missing or
 * older than its thumbnail (the build's step; see TEMPLATE_IMAGES_DIR). Returns how many it converted.
 */
export async function convertTemplateImages(thumbnails: string, images: string): Promise<number> {
  await mkdir(images, { recursive: true });
  let converted = 0;
  for (const name of await readdir(thumbnails)) {
    if (!name.endsWith('.jpg')) continue;
    const source = join(thumbnails, name);
    const target = join(images, name.replace(/\.jpg$/, '.png'));
    const made = await modified(target);
    if (made !== null && made >= (await modified(source))!) continue;
    // Written whole under another name first: a build stopped halfway leaves no torn PNG for the seed to store.
    await writeFile(`${target}.part`, await toTemplateImage(await readFile(source)));
    await rename(`${target}.part`, target);
    converted += 1;
  }
  return converted;
}
