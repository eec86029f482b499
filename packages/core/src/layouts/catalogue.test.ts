import { describe, expect, it } from 'vitest';
import {
  findLayout,
  getLayout,
  LAYOUTS,
  layoutLabel,
  layoutsForSelector,
  layoutsForTemplateFilter,
} from './catalogue';

// Every size of SPEC §3 "Layout sizes", written out again here so a typo in the catalogue fails.
const SPEC_SIZES: Record<string, [number, number]> = {
  'pozters.default': [1200, 800],
  'pozters.portrait': [700, 950],
  'pozters.squared': [800, 800],
  'facebook.post': [940, 788],
  'facebook.link': [940, 492],
  'facebook.cover': [851, 315],
  'facebook.event_cover': [500, 262],
  'instagram.post': [800, 800],
  'instagram.landscape': [1080, 566],
  'instagram.portrait': [1080, 1350],
  'instagram.story': [540, 960],
  'linkedin.post': [1400, 800],
  'linkedin.background_cover': [800, 200],
  'twitter.header': [1500, 500],
  'twitter.image_post': [900, 450],
  'twitter.link_post': [520, 254],
  'documents.a4': [1240, 1754],
  'documents.a3': [1754, 2480],
  'documents.letter': [1275, 1650],
  'documents.a5': [1240, 877],
  'documents.business_card': [1020, 600],
  'facebook.ad_link': [1200, 628],
  'facebook.ad_carousel': [600, 600],
  'twitter.ad_sponsored_tweet': [1024, 512],
  'twitter.ad_lead_card': [1600, 400],
  'twitter.ad_website_card': [1600, 640],
  'linkedin.ad': [1200, 627],
  'instagram.ad_original': [1200, 628],
  'instagram.ad_square': [1080, 1080],
  'youtube.display_1': [300, 60],
  'youtube.display_2': [300, 250],
  'youtube.overlay': [480, 70],
  'youtube.leaderboard': [728, 90],
  'youtube.rectangle': [180, 150],
  'youtube.channel_art': [2134, 1200],
  'email.header': [600, 200],
  'pinterest.design': [700, 1050],
};

// Profile pictures: the interface has a profile group (SPEC §2) and templates a profile type, but §3 lists
// no sizes for them; these are the square sizes each network recommends.
const PROFILE_SIZES: Record<string, [number, number]> = {
  'facebook.profile': [360, 360],
  'instagram.profile': [320, 320],
  'linkedin.profile': [400, 400],
  'twitter.profile': [400, 400],
};

describe('layout catalogue', () => {
  it.each(Object.entries(SPEC_SIZES))('%s has the size of SPEC §3', (key, size) => {
    expect(getLayout(key).sizes).toEqual(size);
  });

  it.each(Object.entries(PROFILE_SIZES))('%s is a profile picture', (key, size) => {
    expect(getLayout(key)).toMatchObject({ sizes: size, group: 'profile' });
  });

  it('holds exactly the layouts of the spec plus profile pictures, each key once', () => {
    expect(LAYOUTS.map((layout) => layout.key).sort()).toEqual(
      Object.keys({ ...SPEC_SIZES, ...PROFILE_SIZES }).sort(),
    );
  });

  it('names each layout after its network', () => {
    for (const layout of LAYOUTS) expect(layout.key.startsWith(`${layout.network}.`)).toBe(true);
  });

  it('labels a layout with name plus width x height', () => {
    expect(layoutLabel(getLayout('instagram.story'))).toBe('Instagram Story (540 x 960)');
  });

  it('hides pozters from the selector and groups by type', () => {
    const groups = layoutsForSelector();
    const all = [...groups.values()].flat();
    expect(all.some((layout) => layout.network === 'pozters')).toBe(false);
    expect(groups.get('stories')?.map((layout) => layout.key)).toEqual(['instagram.story']);
    expect(groups.get('documents')).toHaveLength(5);
    expect(groups.get('headers')?.map((layout) => layout.key)).toContain('facebook.cover');
    expect(groups.get('ads')?.map((layout) => layout.key)).toContain('youtube.leaderboard');
    expect(all).toHaveLength(LAYOUTS.length - 3);
  });

  it('offers profile pictures as the profile group, square and sized per network', () => {
    const profiles = layoutsForSelector().get('profile') ?? [];
    expect(profiles.map((layout) => layout.key)).toEqual([
      'facebook.profile',
      'instagram.profile',
      'linkedin.profile',
      'twitter.profile',
    ]);
    for (const layout of profiles) expect(layout.sizes[0]).toBe(layout.sizes[1]);
  });

  it('leaves pozters, documents and email out of the template network filter', () => {
    const networks = new Set(layoutsForTemplateFilter().map((layout) => layout.network));
    expect(networks.has('pozters') || networks.has('documents') || networks.has('email')).toBe(false);
    expect(networks.has('instagram')).toBe(true);
  });

  it('answers an unknown key clearly', () => {
    expect(findLayout('myspace.post')).toBeUndefined();
    expect(() => getLayout('myspace.post')).toThrow('Unknown layout "myspace.post"');
  });
});
