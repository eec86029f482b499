import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSameSitePath } from '@lienzo/core';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Same-site path of a stock service's pictures. Designs keep only paths on this site and the page loads
 * pictures only from it (DESIGN.md §9), so a stock picture is named `/stock-images/{mac}/{address}`: its
 * address, base64url, after an HMAC with the server's secret. Only addresses this server handed out verify,
 * so the route fetches nothing a client made up.
 */
export const STOCK_IMAGES_PATH = '/stock-images';

const MAC_LENGTH = 22;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Larger than any size the adapters ask for (Pixabay's 1280 px JPEGs are the biggest, a few hundred KB). */
export const MAX_STOCK_IMAGE_BYTES = 15 * 1024 * 1024;
export const DEFAULT_STOCK_IMAGE_TIMEOUT_MS = 15_000;

export class StockImageSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('lienzo stock image key').digest();
  }

  private mac(address: string): string {
    return createHmac('sha256', this.key).update(address).digest('base64url').slice(0, MAC_LENGTH);
  }

  /** The same-site path of a service's picture, or null when the path would be too long to keep in a design. */
  pathOf(address: string): string | null {
    const path = `${STOCK_IMAGES_PATH}/${this.mac(address)}/${Buffer.from(address).toString('base64url')}`;
    return isSameSitePath(path) && path.length <= 2048 ? path : null;
  }

  /** The address a `{mac}/{address}` tail names, or null unless this server signed it. */
  addressOf(tail: string): string | null {
    const match = /^([A-Za-z0-9_-]{22})\/([A-Za-z0-9_-]{1,2800})$/.exec(tail);
    if (!match) return null;
    const address = Buffer.from(match[2]!, 'base64url').toString();
    const expected = Buffer.from(this.mac(address));
    const given = Buffer.from(match[1]!);
    if (!timingSafeEqual(expected, given)) return null;
    return /^https?:\/\//.test(address) ? address : null;
  }
}

export interface StockImage {
  bytes: Buffer;
  type: string;
}

/**
 * The picture at a signed address: JPEG, PNG or WebP by its magic bytes, at most 15 MB, within the timeout.
 * Anything else is null: the route answers 502 and the page shows a missing picture.
 */
export async function fetchStockImage(address: string, timeoutMs: number): Promise<StockImage | null> {
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || !response.body) return null;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_STOCK_IMAGE_BYTES) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_STOCK_IMAGE_BYTES) return null;
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    const type = (await fileTypeFromBuffer(bytes))?.mime;
    return type && IMAGE_TYPES.has(type) ? { bytes, type } : null;
  } catch {
    return null;
  }
}
