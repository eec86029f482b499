// First-load JavaScript of the built app: every script and modulepreload that index.html pulls, gzipped.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';

export function firstLoadJs() {
  const dist = resolve(root, 'apps/web/dist');
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(resolve(dist, `.${file.startsWith('/') ? file : `/${file}`}`));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, rawKB: raw / 1024, gzipKB: gzip / 1024 };
}
