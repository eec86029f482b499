import { isSameSitePath } from '@lienzo/core';

/** An asset address the engine will not load: it is neither on this site nor on an allowed origin. */
export class AssetRefusedError extends Error {
  override readonly name = 'AssetRefusedError';

  constructor(readonly src: string) {
    super(`Refused to load "${src.slice(0, 200)}": not on this site or an allowed origin`);
  }
}

/**
 * Decides which addresses may be fetched (DESIGN.md §9): paths on this site, and http(s) URLs whose
 * origin is on the allow-list given at mount. Everything else (other hosts, protocol-relative URLs,
 * `javascript:`, `data:`, `blob:`) is refused before any request is made.
 */
export class AssetPolicy {
  private readonly origins: ReadonlySet<string>;

  constructor(origins: readonly string[] = []) {
    this.origins = new Set(origins.flatMap((origin) => originOf(origin) ?? []));
  }

  allows(src: string): boolean {
    if (isSameSitePath(src)) return true;
    const origin = originOf(src);
    return origin !== null && this.origins.has(origin);
  }

  /** Whether `src` is on another origin, so the browser must fetch it with CORS to keep exports clean. */
  isCrossOrigin(src: string): boolean {
    return !isSameSitePath(src);
  }
}

/** The origin of an absolute http(s) URL, or null for anything else. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
