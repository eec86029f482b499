import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../limits';
import { carouselRefusals, carouselSend, CAROUSEL_RULES } from './carousel-rules';
import { scheduleWarnings } from './network-checks';
import { SCHEDULE_NETWORKS } from './networks';

describe('what each network takes of a carousel (issue 23)', () => {
  it('sends a one-page design as one picture everywhere, refusing nothing', () => {
    for (const network of SCHEDULE_NETWORKS)
      expect(carouselSend(network, 1)).toEqual({ network, sends: 'picture' });
    expect(carouselRefusals(SCHEDULE_NETWORKS, 1)).toEqual([]);
  });

  it('sends Instagram and Facebook every picture, LinkedIn a PDF, Pinterest and Google page 1', () => {
    for (const network of ['instagram', 'fb_page', 'fb_group', 'fb_event'] as const) {
      expect(carouselSend(network, 5)).toEqual({ network, sends: 'pictures', count: 5 });
      expect(CAROUSEL_RULES[network]).toMatchObject({ min: 2, max: 20 });
    }
    expect(carouselSend('linkedin', 5)).toEqual({ network: 'linkedin', sends: 'pdf', pages: 5 });
    expect(carouselSend('pinterest', 5)).toEqual({ network: 'pinterest', sends: 'first_page', pages: 5 });
    expect(carouselSend('twitter', 4)).toEqual({ network: 'twitter', sends: 'pictures', count: 4 });
  });

  it('refuses Twitter/X above 4 pages, and no network the most pages a design may have but Twitter/X', () => {
    expect(carouselRefusals(['instagram', 'twitter', 'linkedin', 'pinterest'], 4)).toEqual([]);
    expect(carouselRefusals(['instagram', 'twitter', 'linkedin', 'pinterest'], 5)).toEqual([
      { network: 'twitter', code: 'too_many_pages', max: 4, actual: 5 },
    ]);
    expect(
      carouselRefusals(SCHEDULE_NETWORKS, FIELD_LIMITS.pagesPerDesign).map(({ network }) => network),
    ).toEqual(['twitter']);
  });

  it('warns that Pinterest and Google post page 1 only, and only for a carousel', () => {
    const design = {
      post_type: 'IMAGE' as const,
      width: 1080,
      height: 1350,
      caption: '',
      hashtags: [],
      first_comment: '',
    };
    expect(scheduleWarnings({ ...design, pages: 5 }, ['instagram', 'pinterest', 'google'])).toEqual([
      { network: 'pinterest', code: 'first_page_only', actual: 5 },
      { network: 'google', code: 'first_page_only', actual: 5 },
    ]);
    expect(scheduleWarnings({ ...design, pages: 1 }, ['pinterest'])).toEqual([]);
    expect(scheduleWarnings(design, ['pinterest'])).toEqual([]);
  });
});
