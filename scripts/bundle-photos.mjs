// Makes the bundled starter photos (apps/server/assets/photos) from Debian's wallpaper packages
// `lomiri-wallpapers-16.04` and `mate-backgrounds` (apt-get install them first): each at most 1600 px on its
// long side as a JPEG, plus a 200 px wide `_t` thumbnail. Titles, keywords and licences are in catalogue.json.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const folder = new URL('../apps/server/assets/photos/', import.meta.url);
const catalogue = JSON.parse(readFileSync(new URL('catalogue.json', folder), 'utf8'));

for (const photo of catalogue.photos) {
  const source = sharp(photo.source).rotate();
  // Busy pictures (leaves, rocks) need a lower quality to stay within about 250 KB.
  let full;
  for (let quality = 78; ; quality -= 6) {
    full = await source
      .clone()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toFile(new URL(`${photo.id}.jpg`, folder).pathname);
    if (full.size <= 250_000 || quality < 50) break;
  }
  await source
    .clone()
    .resize({ width: 200 })
    .jpeg({ quality: 75, mozjpeg: true })
    .toFile(new URL(`${photo.id}_t.jpg`, folder).pathname);
  photo.width = full.width;
  photo.height = full.height;
  console.log(photo.id, `${full.width}x${full.height}`, full.size);
}
writeFileSync(new URL('catalogue.json', folder), `${JSON.stringify(catalogue, null, 2)}\n`);
