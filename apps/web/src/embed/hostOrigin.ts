import { isAllowedOrigin } from '@lienzo/core';

/** What the editor reads of a received message event. */
export interface HostMessageEvent {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/**
 * Whether a message may drive the editor (DESIGN.md §9: nothing from an unknown origin): it comes from the
 * page that frames us (not another window or frame of an allowed site) and that page's origin is exactly one
 * of the EMBED_ORIGINS. A sandboxed host says `null`, which no allowed origin spells.
 */
export function acceptsHostMessage(
  event: Pick<HostMessageEvent, 'origin' | 'source'>,
  allowed: readonly string[],
  parent: unknown,
): boolean {
  return event.source === parent && isAllowedOrigin(event.origin, allowed);
}

/**
 * Where the editor's first message (`app.ready`) may go: the framing page's origin from the referrer when it
 * is allowed; without a referrer, each allowed origin (the browser delivers a message only to a window of the
 * origin it names, so the others are dropped). Never `*`, and none when the referrer names another site.
 */
export function readyTargets(referrer: string, allowed: readonly string[]): string[] {
  if (!referrer) return [...allowed];
  const origin = URL.canParse(referrer) ? new URL(referrer).origin : 'null';
  return isAllowedOrigin(origin, allowed) ? [origin] : [];
}
