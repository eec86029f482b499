/** The media type stored with a file, from its key's extension (every key has one, see `STORAGE_KEY`). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : 'application/octet-stream';
}
