import { describe, expect, it } from 'vitest';
import {
  designDocumentPdfPath,
  designImagePath,
  designPageImagePath,
  downloadPath,
  publicDesignPath,
  schedulerShareUrl,
  SHARE_NETWORKS,
  shareIntentUrl,
} from './share-links';

const target = {
  url: 'https://editor.example.com/lienzo/s/abc123def456gh78',
  image: 'https://editor.example.com/lienzo/designs/abc123def456gh78_o.png',
  title: 'Año & "nuevo" #1 ?x=1\n<script>',
};

/** The decoded value of each query parameter, failing when a raw `&`, `#`, space or line break leaked. */
function params(address: string): Record<string, string> {
  const query = address.slice(address.indexOf('?') + 1);
  expect(query).not.toMatch(/[#\s"<>]/);
  return Object.fromEntries(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
}

describe('site paths of a design', () => {
  it('names the public page, the picture and each download', () => {
    expect(publicDesignPath('abc123def456gh78')).toBe('/s/abc123def456gh78');
    expect(designImagePath('abc123def456gh78')).toBe('/designs/abc123def456gh78_o.png');
    expect(downloadPath('abc123def456gh78', 'png', 'print')).toBe(
      '/download/abc123def456gh78?format=png&resolution=print',
    );
    expect(downloadPath('abc123def456gh78', 'mp4', 'web')).toBe(
      '/download/abc123def456gh78?format=mp4&resolution=web',
    );
  });

  it('names a carousel page’s picture (page 1 is the design’s), a page’s download and the carousel PDF', () => {
    expect(designPageImagePath('abc123def456gh78', 1)).toBe('/designs/abc123def456gh78_o.png');
    expect(designPageImagePath('abc123def456gh78', 3)).toBe('/designs/abc123def456gh78/pages/3.png');
    expect(designDocumentPdfPath('abc123def456gh78')).toBe('/designs/abc123def456gh78/document.pdf');
    expect(downloadPath('abc123def456gh78', 'png', 'web', 2)).toBe(
      '/download/abc123def456gh78?format=png&resolution=web&page=2',
    );
    expect(designPageImagePath('a/b', 2)).toBe('/designs/a%2Fb/pages/2.png');
  });

  it('encodes a hash that is not one, so it cannot leave its path segment', () => {
    expect(publicDesignPath('../api/me?x')).toBe('/s/..%2Fapi%2Fme%3Fx');
    expect(downloadPath('a/b#c', 'jpg', 'web')).toBe('/download/a%2Fb%23c?format=jpg&resolution=web');
  });
});

describe('shareIntentUrl', () => {
  it('builds each network’s intent with every value URL-encoded', () => {
    expect(params(shareIntentUrl('facebook', target))).toEqual({ u: target.url });
    expect(shareIntentUrl('facebook', target)).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/,
    );
    expect(params(shareIntentUrl('twitter', target))).toEqual({ url: target.url, text: target.title });
    expect(shareIntentUrl('twitter', target)).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(params(shareIntentUrl('linkedin', target))).toEqual({ url: target.url });
    expect(shareIntentUrl('linkedin', target)).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?/,
    );
    expect(params(shareIntentUrl('pinterest', target))).toEqual({
      url: target.url,
      media: target.image,
      description: target.title,
    });
    expect(shareIntentUrl('pinterest', target)).toMatch(
      /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?/,
    );
    expect(params(shareIntentUrl('whatsapp', target))).toEqual({ text: `${target.title} ${target.url}` });
    expect(shareIntentUrl('whatsapp', target)).toMatch(/^https:\/\/wa\.me\/\?/);
    expect(params(shareIntentUrl('email', target))).toEqual({ subject: target.title, body: target.url });
    expect(shareIntentUrl('email', target)).toMatch(/^mailto:\?/);
  });

  it('has an intent for every network it lists', () => {
    for (const network of SHARE_NETWORKS) expect(shareIntentUrl(network, target), network).toMatch(/\?/);
  });
});

describe('schedulerShareUrl', () => {
  it('points at the scheduler’s share page with the design and its picture URL-encoded', () => {
    const address = schedulerShareUrl('https://scheduler.example.com', target);
    expect(address.startsWith('https://scheduler.example.com/share?')).toBe(true);
    expect(params(address)).toEqual({ design: target.url, image: target.image });
  });

  it('keeps the scheduler’s own path and drops a trailing slash', () => {
    expect(
      schedulerShareUrl('https://example.com/app/', { url: 'https://a/s/x', image: 'https://a/i.png' }),
    ).toBe('https://example.com/app/share?design=https%3A%2F%2Fa%2Fs%2Fx&image=https%3A%2F%2Fa%2Fi.png');
  });

  it('encodes values that would start their own parameters', () => {
    const address = schedulerShareUrl('https://s.example', {
      url: 'https://a/s/x?y=1&image=evil',
      image: 'i#j',
    });
    expect(params(address)).toEqual({ design: 'https://a/s/x?y=1&image=evil', image: 'i#j' });
  });
});
