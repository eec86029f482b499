// Real inputs for the tests: PNGs made by sharp, complete design documents, save payloads.
import {
  APP_VERSION,
  createDocument,
  designFieldsOf,
  findLayout,
  getLayout,
  migrate,
  pzTextSchema,
  textRoleProps,
  type ClientErrorReport,
  type DesignDocument,
  type SavedDesign,
  type SavePayload,
  firstPage,
} from '@lienzo/core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestClient } from './harness';

export async function makePng(width = 540, height = 960, colour = '#62CAD9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A document in which every default is already spelled out, so `migrate()` gives it back unchanged. */
export function completeDocument(text = 'Summer sale', layoutKey = 'instagram.story'): DesignDocument {
  const document = createDocument(getLayout(layoutKey));
  const title = pzTextSchema.parse({
    id: 'title-1',
    type: 'pz-text',
    text,
    left: 54,
    top: 300,
    width: 432,
    height: 60,
    ...textRoleProps('title'),
    textAlign: 'center',
    styles: [{ start: 0, end: 6, style: { fill: '#ff0000', fontWeight: 'bold' } }],
    animationStart: 1,
    animationEnd: 5,
    animationEffect: 'zoom',
  });
  const page = firstPage(document);
  return {
    ...document,
    name: 'My story',
    timeline: { audio: { name: 'Ambient 1', src: '/audio/ambient-1.mp3' } },
    pages: [
      {
        ...page,
        background: { color: '#1c4928', image: { src: '/uploads/background.png', offsetX: -10, offsetY: 0 } },
        settings: { ...page.settings, overlayColor: '#000000', overlayOpacity: 45, blur: 3 },
        duration: 12,
        objects: [title],
      },
    ],
  };
}

/** The width and height in a PNG's header, or null when `png` does not start like one. */
function pngHeaderSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A save of `image` as the editor sends it: the document is of the `layout` of `overrides` (a story by
 * default), at the picture's size (the server refuses any other), or the `width` and `height` of `overrides`
 * when `image` is none yet, unless `overrides` bring their own document.
 */
export function savePayload(image: Buffer, overrides: Partial<SavePayload> = {}): SavePayload {
  const { width, height, layout } = overrides;
  const complete = completeDocument(undefined, layout && findLayout(layout) ? layout : undefined);
  const size = pngHeaderSize(image) ?? (width && height ? { width, height } : null);
  const editor = size ? { ...complete, layout: { ...complete.layout, ...size } } : complete;
  // A document of the test's own says its fields; one the server should refuse leaves the fixture's.
  const sent = overrides.editor === undefined ? null : migrate(overrides.editor);
  return {
    ...designFieldsOf(sent?.ok ? sent.document : editor),
    image: pngDataUrl(image),
    editor,
    app_version: APP_VERSION,
    title: '',
    post_type: 'IMAGE',
    ...overrides,
  };
}

/**
 * Saves a design as `client` through POST /api/save (under `basePath` when the app has one), its picture a PNG of
 * the payload's size in `colour`, and answers what the server said.
 */
export async function saveTestDesign(
  client: TestClient,
  overrides: Partial<SavePayload> = {},
  { basePath = '', colour }: { basePath?: string; colour?: string } = {},
): Promise<SavedDesign> {
  const payload = savePayload(Buffer.alloc(0), overrides);
  payload.image = pngDataUrl(await makePng(payload.width, payload.height, colour));
  const response = await client.post(`${basePath}/api/save`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedDesign }>().data;
}

/** A client's report of a failed save, as the web app sends it to POST /api/errors. */
export const clientErrorReport: ClientErrorReport = {
  kind: 'save_failed',
  message: 'The save failed: HTTP 500',
  code: 'API_ERROR_UNKNOWN',
  step: 1,
  post_type: 'IMAGE',
  layout: 'instagram.story',
  route: '#/design/abcdefghijklmnop',
  app_version: APP_VERSION,
};

/**
 * A save of a carousel of `pages` pages (issue 23) whose picture is `image` (page 1): the complete document's
 * page first, then blank pages `page-2`… at the picture's size.
 */
export function carouselPayload(
  image: Buffer,
  pages: number,
  overrides: Partial<SavePayload> = {},
): SavePayload {
  const payload = savePayload(image, overrides);
  const editor = payload.editor as DesignDocument;
  const first = firstPage(editor);
  const blank = { ...first, objects: [] };
  return {
    ...payload,
    editor: {
      ...editor,
      pages: [
        first,
        ...Array.from({ length: pages - 1 }, (_, index) => ({ ...blank, id: `page-${index + 2}` })),
      ],
    },
  };
}

/** Sends page `position`'s picture of design `id` as the editor does after a save, and answers the response. */
export function sendPageImage(
  client: TestClient,
  id: number | string,
  position: number | string,
  png: Buffer,
) {
  return client.post(`/api/designs/${id}/pages/${position}/image`, { image: pngDataUrl(png) });
}
