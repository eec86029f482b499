import { describe, expect, it } from 'vitest';
import { postsForSizes, sizeForNetwork } from './sizes-for-networks';

const story = { id: 1, layout: 'instagram.story', width: 540, height: 960 };
const facebook = { id: 2, layout: 'facebook.post', width: 940, height: 788 };
const header = { id: 3, layout: 'twitter.header', width: 1500, height: 500 };
const linkedin = { id: 4, layout: 'linkedin.post', width: 1400, height: 800 };
const square = { id: 5, layout: 'instagram.post', width: 800, height: 800 };
const sizes = [story, facebook, header, linkedin, square];

describe('each network its own size (magic resize, issue 23)', () => {
  it('gives a network the size made for it, the one asked for first', () => {
    expect(sizeForNetwork(sizes, 'fb_page', 1)).toBe(facebook);
    expect(sizeForNetwork(sizes, 'fb_event', 1)).toBe(facebook);
    expect(sizeForNetwork(sizes, 'linkedin', 1)).toBe(linkedin);
    expect(sizeForNetwork(sizes, 'twitter', 1)).toBe(header);
    expect(sizeForNetwork(sizes, 'instagram', 1)).toBe(story);
    expect(sizeForNetwork(sizes, 'instagram', 2)).toBe(square);
  });

  it('gives a network without a size of its own one whose proportions it takes, the asked one if it can', () => {
    // Google takes 1:2 to 2:1: not the Twitter header (3:1); the story (9:16) is the first that fits.
    expect(sizeForNetwork(sizes, 'google', 3)).toBe(story);
    expect(sizeForNetwork(sizes, 'google', 4)).toBe(linkedin);
    expect(sizeForNetwork([header], 'google', 3)).toBe(header);
    expect(() => sizeForNetwork(sizes, 'google', 9)).toThrow(RangeError);
  });

  it('makes one post per size some network gets, the asked one first, networks in the order chosen', () => {
    expect(
      postsForSizes(sizes, ['linkedin', 'instagram', 'fb_page', 'fb_group', 'twitter'], 1).map((post) => [
        post.size.id,
        post.networks,
      ]),
    ).toEqual([
      [1, ['instagram']],
      [4, ['linkedin']],
      [2, ['fb_page', 'fb_group']],
      [3, ['twitter']],
    ]);
  });
});
