// Real inputs for the tests: PNGs made by sharp, complete design documents, save payloads.
import {
  APP_VERSION,
  createDocument,
  getLayout,
  pzTextSchema,
  textRoleProps,
  type DesignDocument,
  type SavePayload,
} from '@lienzo/core';
import sharp from 'sharp';

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
  return {
    ...document,
    name: 'My story',
    background: { color: '#1c4928', image: { src: '/uploads/background.png', offsetX: -10, offsetY: 0 } },
    settings: { ...document.settings, overlayColor: '#000000', overlayOpacity: 45, blur: 3 },
    timeline: { duration: 12, audio: { name: 'Ambient 1', src: '/audio/ambient-1.mp3' } },
    objects: [title],
  };
}

export function savePayload(image: Buffer, overrides: Partial<SavePayload> = {}): SavePayload {
  const editor = completeDocument();
  return {
    image: pngDataUrl(image),
    layout: editor.layout.key,
    network: 'instagram',
    type: 'post',
    width: editor.layout.width,
    height: editor.layout.height,
    editor,
    app_version: APP_VERSION,
    text_content: 'Summer sale',
    keywords: '',
    title: '',
    post_type: 'IMAGE',
    ...overrides,
  };
}
