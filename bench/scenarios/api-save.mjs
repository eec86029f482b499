// POST /api/save throughput and latency with a 50 KB editor document and a real PNG, 50 in flight.
import sharp from 'sharp';
import { resolve } from 'node:path';
import { hammer, root } from '../lib.mjs';

function textObject(index) {
  return {
    id: `t${index}`,
    type: 'pz-text',
    text: `Line ${index}: spring collection now on sale, every piece handmade in small batches.`,
    left: 20 + (index % 10) * 40,
    top: 20 + Math.floor(index / 10) * 60,
    width: 300,
    height: 40,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    animationStart: 0,
    animationEnd: null,
    animationDuration: null,
    animationEffect: 'fade',
    fontSize: 24,
    charSpacing: 2,
    lineHeight: 0.9,
    textAlign: 'left',
    fill: '#1a1a1a',
    textBackgroundColor: '',
    fontFamily: 'Open Sans',
    fontWeight: 'bold',
    fontStyle: 'normal',
    textDecoration: '',
    styles: [],
  };
}

export function benchDocument(objectCount = 100) {
  return {
    version: 2,
    layout: { key: 'instagram.story', width: 540, height: 960, name: 'Instagram Story' },
    viewport: { width: 270, height: 480, scale: 0.5 },
    name: '',
    timeline: { audio: null },
    pages: [
      {
        id: 'page-1',
        background: { color: '#62CAD9', image: null },
        pattern: null,
        settings: {
          overlayColor: null,
          overlayOpacity: 0,
          darkness: 0,
          brightness: 0,
          blur: 0,
          zoomImage: 100,
          preset: null,
        },
        duration: 15,
        objects: Array.from({ length: objectCount }, (_, index) => textObject(index)),
      },
    ],
  };
}

/** A 540×960 PNG of a story; each `variant` puts the circle elsewhere, so saves differ in their pixels too. */
export async function benchPng(variant = 0) {
  const x = 120 + ((variant * 37) % 300);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960">
    <rect width="540" height="960" fill="#62CAD9"/><circle cx="${x}" cy="300" r="160" fill="#ff3366"/>
    <text x="40" y="700" font-size="64" font-family="sans-serif" fill="#1a1a1a">Spring sale</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** A photo design's picture: a real 1065×1600 photo covering 1080×1080, about 3 MB of PNG. */
export async function benchPhotoPng() {
  const photo = resolve(root, 'apps/server/assets/photos/forest-stream.jpg');
  return (await sharp(photo).resize(1080, 1080, { fit: 'cover' }).png().toBuffer()).toString('base64');
}

/**
 * The body of POST /api/save for `editor` (a 50 KB story by default) and a real PNG of its layout's size (the
 * server refuses any other).
 */
export function saveBody(editor, pngBase64, title = 'Bench design') {
  return {
    image: `data:image/png;base64,${pngBase64}`,
    layout: editor.layout.key,
    network: 'instagram',
    type: 'post',
    width: editor.layout.width,
    height: editor.layout.height,
    editor,
    app_version: '1.0',
    text_content: 'Spring sale',
    keywords: 'spring,sale',
    title,
    post_type: 'IMAGE',
  };
}

/**
 * DESIGN.md §8's save: as many saves as the server takes with `connections` in flight, for `seconds`, as the
 * signed-in `client`; with `photo`, the picture is a photo design's instead of the flat story's.
 */
export async function apiSave(url, client, { connections, seconds, photo = false }) {
  const story = benchDocument();
  // The photo's picture is 1080 × 1080: its design is on the square layout of that size.
  const square = { key: 'instagram.ad_square', width: 1080, height: 1080, name: 'Instagram Square Ad' };
  const editor = photo ? { ...story, layout: square } : story;
  const png = photo ? await benchPhotoPng() : await benchPng();
  const result = await hammer({
    url,
    connections,
    duration: seconds,
    request: {
      method: 'POST',
      path: '/api/save',
      headers: { ...client.headers(), 'content-type': 'application/json' },
      body: JSON.stringify(saveBody(editor, png)),
    },
  });
  return { ...result, editorKB: JSON.stringify(editor).length / 1024, pngKB: (png.length * 3) / 4 / 1024 };
}
