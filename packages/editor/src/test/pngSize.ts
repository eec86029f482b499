/**
 * The width and height a PNG data URL declares in its IHDR chunk, read without decoding the picture (a
 * 16,000-pixel-wide export takes seconds to decode). Throws when the URL holds no PNG.
 */
export function pngSize(dataUrl: string): { width: number; height: number } {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`Not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  // 8 bytes of signature, the IHDR chunk's length and type, then width and height: 24 bytes, 32 in base64.
  const head = Uint8Array.from(atob(dataUrl.slice(prefix.length, prefix.length + 32)), (char) =>
    char.charCodeAt(0),
  );
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const type = String.fromCharCode(...head.subarray(12, 16));
  if (signature.some((byte, index) => head[index] !== byte) || type !== 'IHDR')
    throw new Error('Not a PNG: its signature or IHDR chunk is missing');
  const view = new DataView(head.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
