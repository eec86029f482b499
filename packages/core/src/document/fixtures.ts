import { OBJECT_TYPES, createObject, type DesignObject } from '../objects';
import { getLayout } from '../layouts/catalogue';
import { createDocument } from './create';
import { firstPage } from './pages';
import type { DesignDocument } from './schema';

/** For tests (not exported by the package): one object of every type, with non-default values. */
export function documentWithEveryType(): DesignDocument {
  const document = createDocument(getLayout('facebook.post'));
  const at = (id: string) => ({ id, left: 10, top: 20 });
  const page = firstPage(document);
  document.name = 'Every type';
  page.background.image = { src: '/uploads/bg.jpg', offsetX: -20, offsetY: 0 };
  document.timeline.audio = { name: 'Jazz', src: '/audio/jazz.mp3' };
  const objects = [
    createObject('pz-text', { ...at('text'), text: 'Hola ☀️', fontSize: 44, angle: 45, opacity: 0.5 }),
    createObject('pz-ftext', { ...at('ftext'), text: 'SALE', shapeId: 'starburst', spacing: 1.4 }),
    createObject('pz-vector', {
      ...at('vector'),
      src: '/icons/star.svg',
      colorsByTargets: { '1': '#ff0000' },
    }),
    createObject('pz-image', { ...at('image'), src: '/uploads/a.png', sticker: true, flipX: true }),
    createObject('pz-illustration', { ...at('illustration'), src: '/illustrations/wave.svg', fillCount: 3 }),
    createObject('pz-button', { ...at('button'), text: '#LIENZO', animationEffect: 'zoom', animationEnd: 5 }),
    createObject('pz-poll', { ...at('poll'), poll: { question: 'Tea?', a1: 'YES', a2: null } }),
    createObject('pz-question', { ...at('question'), question: 'Ask me' }),
    createObject('pz-slider', { ...at('slider'), sliderEmoji: { emoji: '🔥', url: '/emoji/1f525.png' } }),
  ];
  // Only the types a document may hold today; the others join once they are in the union.
  page.objects = objects.filter((object): object is DesignObject =>
    (OBJECT_TYPES as readonly string[]).includes(object.type),
  );
  return document;
}

/**
 * For tests: a blank design as version 1 stored it, its one page's fields at the top, so a test may set
 * `background` or `objects` there and read what the `pages` migration and restore make of it.
 */
export function versionOneDocument(layout = getLayout('instagram.story')) {
  const { pages: _pages, timeline, ...design } = createDocument(layout);
  const { id: _id, duration, ...page } = firstPage(createDocument(layout));
  return { ...design, ...page, version: 1, timeline: { ...timeline, duration } } as Record<
    string,
    unknown
  > & {
    objects: DesignObject[];
  };
}
