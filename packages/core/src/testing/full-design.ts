// A design and a save payload in which every optional text and list is present, so that the limit tests
// generated from the schemas reach every field (limits.test.ts checks that they do).
import { APP_VERSION } from '../constants';
import { documentWithEveryType } from '../document/fixtures';
import type { DesignDocument } from '../document/schema';
import { firstPage } from '../document/pages';
import { createObject, instagramStickersOf, type DesignObject } from '../objects';
import type { SavePayload } from '../api/contract';

/** Every text effect on, so the colour fields inside them are reached. */
const FULL_TEXT_EFFECTS = {
  outline: { color: '#ffffff', width: 3 },
  shadow: { color: '#000000', blur: 8, offsetX: 4, offsetY: 4, opacity: 0.5 },
  curve: { radius: 300, direction: 'up' },
  highlight: { color: '#ffe066', padding: 8, radius: 8 },
} as const;

export function fullDocument(): DesignDocument {
  const document = documentWithEveryType();
  const page = firstPage(document);
  page.pattern = { src: '/patterns/dots.png', zoom: 120 };
  page.settings = {
    ...page.settings,
    overlayColor: '#000000',
    preset: { name: 'Warm', value: 'warm' },
  };
  const extra = [
    createObject('pz-button', {
      id: 'mention',
      left: 10,
      top: 20,
      text: '@LIENZO',
      mention: 'lienzo',
      instagram: { type: 'MENTION' },
    }),
    createObject('pz-button', {
      id: 'location',
      left: 10,
      top: 20,
      text: 'MADRID',
      location: { name: 'Madrid' },
      instagram: { type: 'LOCATION' },
    }),
  ] as DesignObject[];
  page.objects = [...page.objects, ...extra].map((object) => {
    const grouped = { ...object, groupIds: ['group-a', 'group-b'], name: `Layer ${object.id}` };
    switch (grouped.type) {
      case 'pz-text': {
        const style = {
          fill: '#ff0000',
          fontFamily: 'Lora',
          fontWeight: 'bold',
          textBackgroundColor: '#ffff00',
        };
        return { ...grouped, styles: [{ start: 0, end: 2, style }], ...FULL_TEXT_EFFECTS };
      }
      case 'pz-vector':
      case 'pz-illustration':
        return { ...grouped, fill: '#00ff00', colorsByTargets: { '0': '#0000ff' } };
      case 'pz-poll':
        return { ...grouped, poll: { ...grouped.poll, a2: 'NO' } };
      case 'pz-question':
        return { ...grouped, prompt: 'Hazme una pregunta', answerPlaceholder: 'Escribe algo...' };
      default:
        return grouped;
    }
  });
  // Every object was placed by hand on a story before a layout change (see layout-base.ts).
  page.layoutBase = page.objects.map((object) => ({
    id: object.id,
    layoutWidth: 540,
    layoutHeight: 960,
    left: object.left,
    top: object.top,
    scaleX: 1,
    scaleY: 1,
  }));
  return document;
}

/** A save payload of `fullDocument()` with the metadata of each of its stickers; `image` is the caller's PNG. */
export function fullSavePayload(image: string): SavePayload {
  const editor = fullDocument();
  const { width, height, key } = editor.layout;
  return {
    image,
    layout: key,
    network: 'facebook',
    type: 'post',
    width,
    height,
    editor,
    app_version: APP_VERSION,
    text_content: 'Hola',
    keywords: 'hola',
    title: 'Every type',
    post_type: 'IMAGE',
    instagram_stickers: instagramStickersOf(firstPage(editor).objects, { width, height }),
  };
}
