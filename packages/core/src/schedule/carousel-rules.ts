// How each network takes a design of several pages (issue 23): the one place the server's schedule route and
// the web app's schedule modal read them from.
import type { ScheduleNetwork } from './networks';

/**
 * What a network gets of a carousel: its pages as pictures (up to `max`), the pages in one PDF document, or
 * only the first page's picture.
 */
export type CarouselMode = 'pictures' | 'pdf' | 'first_page';

export interface CarouselRule {
  mode: CarouselMode;
  /** The fewest pictures a carousel post takes (one page is a single-picture post on every network). */
  min: number;
  /** The most pages the network takes in one post. */
  max: number;
}

/** Instagram's and Facebook's carousels: 2–20 pictures. */
const CAROUSEL: CarouselRule = { mode: 'pictures', min: 2, max: 20 };

export const CAROUSEL_RULES: Record<ScheduleNetwork, CarouselRule> = {
  instagram: CAROUSEL,
  fb_page: CAROUSEL,
  fb_event: CAROUSEL,
  fb_group: CAROUSEL,
  twitter: { mode: 'pictures', min: 2, max: 4 },
  // A document post: LinkedIn takes up to 300 pages, more than a design may have.
  linkedin: { mode: 'pdf', min: 2, max: 300 },
  pinterest: { mode: 'first_page', min: 1, max: 1 },
  google: { mode: 'first_page', min: 1, max: 1 },
};

/** What one network gets of a design of `pages` pages. */
export type CarouselSend =
  | { network: ScheduleNetwork; sends: 'picture' }
  | { network: ScheduleNetwork; sends: 'pictures'; count: number }
  | { network: ScheduleNetwork; sends: 'pdf'; pages: number }
  | { network: ScheduleNetwork; sends: 'first_page'; pages: number };

/** A network that cannot take the carousel at all: it has more pages than the network's posts hold. */
export interface CarouselRefusal {
  network: ScheduleNetwork;
  code: 'too_many_pages';
  max: number;
  actual: number;
}

/** What `network` is sent of a design of `pages` pages (a one-page design is one picture everywhere). */
export function carouselSend(network: ScheduleNetwork, pages: number): CarouselSend {
  if (pages <= 1) return { network, sends: 'picture' };
  const rule = CAROUSEL_RULES[network];
  switch (rule.mode) {
    case 'pictures':
      return { network, sends: 'pictures', count: Math.min(pages, rule.max) };
    case 'pdf':
      return { network, sends: 'pdf', pages };
    case 'first_page':
      return { network, sends: 'first_page', pages };
  }
}

/** The chosen networks that refuse a design of `pages` pages (Twitter/X above 4 pictures), in their order. */
export function carouselRefusals(networks: readonly ScheduleNetwork[], pages: number): CarouselRefusal[] {
  if (pages <= 1) return [];
  return networks.flatMap((network) => {
    const { mode, max } = CAROUSEL_RULES[network];
    return mode !== 'first_page' && pages > max
      ? [{ network, code: 'too_many_pages' as const, max, actual: pages }]
      : [];
  });
}
