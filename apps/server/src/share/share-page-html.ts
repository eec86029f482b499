import { escapeMarkup } from '../http/escape-markup';
import { pageAltText, type SharePageTexts } from './share-texts';

/** What the public page of a saved design shows and announces; every address absolute. */
export interface SharePageDesign {
  title: string;
  width: number;
  height: number;
  /** The page's own address (og:url, canonical). */
  pageUrl: string;
  /** The design's full-size picture (og:image). */
  imageUrl: string;
  /** The editor opening the design (`/#/design/{hash}`). */
  editorUrl: string;
  /** The app's icon (`/favicon.svg`): without it the browser asks for /favicon.ico, a 404 in its console. */
  iconUrl: string;
  /** A video design's WebM (`/videos/{file}`); null for a picture. */
  videoUrl: string | null;
  /**
   * A carousel's pages in order, page 1 first (issue 23), each picture's address; only the stored ones are
   * shown. One page (or none given): the design's picture alone.
   */
  pages?: { count: number; imageUrls: Array<{ position: number; url: string }> };
}

/**
 * The title and "Open in the editor" come first, in one line where they fit, so the link is on screen
 * without scrolling (issue 24: under a story's picture it was below the fold at 1366 × 768); each picture is
 * at most as tall as the window under them (see {@link fitToWindow}).
 */
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2430; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; text-align: center; }
  header { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 24px; }
  h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
  img, video { display: block; max-width: 100%; height: auto; margin: 16px auto; box-shadow: 0 2px 12px rgb(0 0 0 / 15%); }
  ol.pages { list-style: none; margin: 0; padding: 0; }
  a { display: inline-block; padding: 10px 20px; border-radius: 6px; background: #3b5bdb; color: #fff; text-decoration: none; }
  a:focus-visible { outline: 3px solid #1f2430; outline-offset: 2px; }`;

/** Room the page keeps above and below a picture fitted to the window: its padding, the header and margins. */
const CHROME_HEIGHT = '120px';

/**
 * A picture's width limit that keeps its height within the window under the header, from its known size
 * (so the page does not move when it loads); never narrower than a phone's picture needs to be read.
 */
function fitToWindow(design: { width: number; height: number }): string {
  const ratio = Number((design.width / design.height).toFixed(4));
  return `style="max-width: min(100%, max(240px, calc((100vh - ${CHROME_HEIGHT}) * ${ratio})))"`;
}

/**
 * A page of the share pages; `homeUrl` is the app's address (origin and base path, ending in '/'), whose
 * icon the page shows: without one, browsers ask for /favicon.ico, which is not there (a 404 in the console).
 */
function page(lang: string, homeUrl: string, head: string[], body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeMarkup(lang)}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<link rel="icon" type="image/svg+xml" href="${escapeMarkup(`${homeUrl}favicon.svg`)}" />`,
    ...head,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const icon = (url: string) => `<link rel="icon" type="image/svg+xml" href="${escapeMarkup(url)}" />`;

const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(String(value))}" />`;

/**
 * The public page of a saved design (issue 11 Share): its picture (or its video, the picture as poster), its title and a link into the editor, with
 * the Open Graph and Twitter card tags that make social networks preview the link. No script; every user
 * text (the title) is escaped.
 */
export function renderSharePage(design: SharePageDesign, texts: SharePageTexts): string {
  const title = design.title.trim() || texts.appName;
  const head = [
    `<title>${escapeMarkup(`${title} · ${texts.appName}`)}</title>`,
    icon(design.iconUrl),
    meta('name', 'description', texts.description),
    `<link rel="canonical" href="${escapeMarkup(design.pageUrl)}" />`,
    meta('property', 'og:type', design.videoUrl ? 'video.other' : 'website'),
    meta('property', 'og:site_name', texts.appName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', texts.description),
    meta('property', 'og:url', design.pageUrl),
    meta('property', 'og:image', design.imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', design.width),
    meta('property', 'og:image:height', design.height),
    meta('property', 'og:image:alt', title),
    ...(design.videoUrl
      ? [
          meta('property', 'og:video', design.videoUrl),
          meta('property', 'og:video:type', 'video/webm'),
          meta('property', 'og:video:width', design.width),
          meta('property', 'og:video:height', design.height),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', texts.description),
    meta('name', 'twitter:image', design.imageUrl),
    meta('name', 'twitter:image:alt', title),
  ];
  const body = [
    '<header>',
    `<h1 dir="auto">${escapeMarkup(title)}</h1>`,
    `<a href="${escapeMarkup(design.editorUrl)}">${escapeMarkup(texts.open)}</a>`,
    '</header>',
    design.pages && design.pages.count > 1 && !design.videoUrl
      ? carouselPictures(design, title, texts)
      : design.videoUrl
        ? `<video src="${escapeMarkup(design.videoUrl)}" poster="${escapeMarkup(design.imageUrl)}" width="${design.width}" height="${design.height}" aria-label="${escapeMarkup(title)}" controls loop playsinline preload="metadata" ${fitToWindow(design)}></video>`
        : `<img src="${escapeMarkup(design.imageUrl)}" width="${design.width}" height="${design.height}" ${fitToWindow(design)} alt="${escapeMarkup(title)}" />`,
  ];
  // The editor's address is the app's, followed by the design's route (#/design/…).
  return page(texts.lang, design.editorUrl.slice(0, design.editorUrl.indexOf('#')), head, body);
}

/** Every stored page's picture in order, each said to be "page n of N" of the design. */
function carouselPictures(design: SharePageDesign, title: string, texts: SharePageTexts): string {
  const { count, imageUrls } = design.pages!;
  const pictures = imageUrls.map(
    ({ position, url }) =>
      `<li><img src="${escapeMarkup(url)}" width="${design.width}" height="${design.height}" ${fitToWindow(design)} alt="${escapeMarkup(pageAltText(texts, title, position, count))}" loading="${position === 1 ? 'eager' : 'lazy'}" /></li>`,
  );
  return ['<ol class="pages">', ...pictures, '</ol>'].join('\n');
}

/** The page for an address that names no design: says so, and links to the editor (`homeUrl` ends in /). */
export function renderMissingSharePage(homeUrl: string, texts: SharePageTexts): string {
  const head = [
    `<title>${escapeMarkup(`${texts.missingTitle} · ${texts.appName}`)}</title>`,
    icon(`${homeUrl}favicon.svg`),
    meta('name', 'robots', 'noindex'),
  ];
  const body = [
    `<h1>${escapeMarkup(texts.missingTitle)}</h1>`,
    `<p>${escapeMarkup(texts.missingText)}</p>`,
    `<a href="${escapeMarkup(homeUrl)}">${escapeMarkup(texts.home)}</a>`,
  ];
  return page(texts.lang, homeUrl, head, body);
}
