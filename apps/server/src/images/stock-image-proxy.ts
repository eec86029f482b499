import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isSameSitePath } from '@lienzo/core';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../storage/storage';

/**
 * Same-site path of a stock service's pictures. Designs keep only paths on this site and the page loads
 * pictures only from it (DESIGN.md §9), so a stock picture is named `/stock-images/{mac}/{address}`: its
 * address, base64url, after an HMAC with the server's secret. Only addresses this server handed out verify,
 * so the route fetches nothing a client made up. Pictures of a service whose addresses expire are named
 * `/stock-images/kept/{mac}/{address}` and kept in storage the first time they are fetched.
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

  private mac(address: string, keep: boolean): string {
    return createHmac('sha256', this.key)
      .update(keep ? 'kept\0' : 'linked\0')
      .update(address)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }

  /** The same-site path of a service's picture, or null when the path would be too long to keep in a design. */
  pathOf(address: string, keep = false): string | null {
    const signed = `${this.mac(address, keep)}/${Buffer.from(address).toString('base64url')}`;
    const path = `${STOCK_IMAGES_PATH}/${keep ? 'kept/' : ''}${signed}`;
    return isSameSitePath(path) && path.length <= 2048 ? path : null;
  }

  /** What a `[kept/]{mac}/{address}` tail names, or null unless this server signed it. */
  addressOf(tail: string): { address: string; keep: boolean } | null {
    const match = /^(kept\/)?([A-Za-z0-9_-]{22})\/([A-Za-z0-9_-]{1,2800})$/.exec(tail);
    if (!match) return null;
    const keep = match[1] !== undefined;
    const address = Buffer.from(match[3]!, 'base64url').toString();
    const expected = Buffer.from(this.mac(address, keep));
    const given = Buffer.from(match[2]!);
    if (!timingSafeEqual(expected, given)) return null;
    return /^https?:\/\//.test(address) ? { address, keep } : null;
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
  const bytes = await fetchPictureBytes(address, timeoutMs);
  return bytes && pictureOf(bytes);
}

async function pictureOf(bytes: Buffer): Promise<StockImage | null> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  return type && IMAGE_TYPES.has(type) ? { bytes, type } : null;
}

const keptKey = (address: string) =>
  `stock-images/${createHash('sha256').update(address).digest('hex').slice(0, 40)}.img`;

/** A kept picture: the copy in storage, or fetched (and then kept) the first time it is asked for. */
export async function keptStockImage(
  storage: Storage,
  address: string,
  timeoutMs: number,
): Promise<StockImage | null> {
  const key = keptKey(address);
  const stored = await storage.get(key);
  if (stored) return pictureOf(stored);
  const image = await fetchStockImage(address, timeoutMs);
  if (image) await storage.put(key, image.bytes);
  return image;
}

async function fetchPictureBytes(address: string, timeoutMs: number): Promise<Buffer | null> {
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
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
