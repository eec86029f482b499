/**
 * How long a made file's object URL is kept after its download starts: the browser reads it asynchronously,
 * so it is freed well after (FileSaver.js waits 40 s for the same reason).
 */
const KEEP_URL_MS = 40_000;

/**
 * Hands a file made in the page to the browser's downloads, named `name`. Hand-written: every browser we
 * support takes `<a download>` with an object URL; file-saver adds only paths for browsers we do not run on.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
