// The designs the app bench saves through SPEC §7's POST /api/save, as the editor would save them: 500 mixed
// objects on a story, 50 on A3, and a 15 s story video with 10 animated objects and a catalogue track. The
// assets are the server's own (icons of the Shapes category, a stock photo's thumbnail, a catalogue track), so
// the editor fetches them from the same origin as a user's design does.
import sharp from 'sharp';

const WORDS = ['Summer', 'sale', 'new', 'collection', 'today', 'only', 'design', 'your', 'story', 'launch'];
const COLOURS = ['#1a1a1a', '#ffffff', '#ff3366', '#2f80ed', '#27ae60', '#f2c94c', '#9b51e0', '#eb5757'];
const ICONS = ['/icons/mdi/star.svg', '/icons/mdi/heart.svg', '/icons/mdi/hexagon.svg'];
const STICKER = { src: '/photos/dogs-at-the-window_t.jpg', width: 200, height: 300 };
export const TRACK = { name: 'Glass Static', src: '/audios/glass-static.wav' };

export const LAYOUTS = {
  story: { key: 'instagram.story', width: 540, height: 960, name: 'Instagram Story' },
  a3: { key: 'documents.a3', width: 1754, height: 2480, name: 'A3' },
};

/** A small deterministic generator, so every run saves the same design (the same as bench/canvas). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` objects as DESIGN.md §8 measures them (and bench/canvas draws them): 40 % texts (half of them on a
 * background box), 40 % vector shapes (recoloured), 20 % small pictures; a fifth of texts and shapes turned.
 * With `animated`, each object enters with one of the effects, staggered over the timeline.
 */
export function mixedObjects(count, layout, { animated = false } = {}) {
  const next = random(count * 7919 + layout.width);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (amount) => Array.from({ length: amount }, () => pick(WORDS)).join(' ');
  const scale = layout.width / 540;
  const angle = () => (next() < 0.2 ? Math.round(next() * 40 - 20) : 0);
  const animation = (index) =>
    animated
      ? {
          animationStart: (index * 1.2) % 12,
          animationDuration: 1,
          animationEnd: null,
          animationEffect: ['fade', 'left', 'right', 'zoom'][index % 4],
        }
      : {};
  return Array.from({ length: count }, (_, index) => {
    const id = `bench-${index}`;
    const kind = index % 5;
    if (kind < 2) {
      const width = Math.round((120 + next() * 160) * scale);
      const fontSize = Math.round((20 + next() * 20) * scale);
      return {
        id,
        type: 'pz-text',
        text: words(kind === 1 ? 2 : 4),
        fontSize,
        fontFamily: 'Open Sans',
        fontWeight: next() < 0.5 ? 'bold' : 'normal',
        fill: pick(COLOURS),
        textBackgroundColor: kind === 1 ? pick(COLOURS) : '',
        textAlign: pick(['left', 'center', 'right']),
        left: Math.round(next() * (layout.width - width)),
        top: Math.round(next() * (layout.height - fontSize * 3)),
        width,
        height: Math.round(fontSize * 2.4),
        angle: angle(),
        ...animation(index),
      };
    }
    if (kind < 4) {
      const size = (60 + next() * 100) * scale;
      return {
        id,
        type: 'pz-vector',
        src: pick(ICONS),
        width: 24,
        height: 24,
        scaleX: size / 24,
        scaleY: size / 24,
        initialScaleX: size / 24,
        initialScaleY: size / 24,
        colorsByTargets: next() < 0.5 ? { 0: pick(COLOURS) } : {},
        left: Math.round(next() * (layout.width - size)),
        top: Math.round(next() * (layout.height - size)),
        angle: angle(),
        ...animation(index),
      };
    }
    const size = (50 + next() * 40) * scale;
    return {
      id,
      type: 'pz-image',
      src: STICKER.src,
      width: STICKER.width,
      height: STICKER.height,
      scaleX: size / STICKER.width,
      scaleY: size / STICKER.width,
      sticker: true,
      left: Math.round(next() * (layout.width - size)),
      top: Math.round(next() * (layout.height - size * 1.5)),
      ...animation(index),
    };
  });
}

/** A design document of `objects` on `layout`; with `track`, a 15 s timeline with that audio. */
export function designDocument(layout, objects, { track = null } = {}) {
  return {
    version: 1,
    layout,
    viewport: { width: layout.width / 2, height: layout.height / 2, scale: 0.5 },
    name: '',
    background: { color: '#62CAD9', image: null },
    objects,
    ...(track ? { timeline: { duration: 15, audio: track } } : {}),
  };
}

/** A flat PNG of the layout's size (the server takes no other size), base64. */
async function layoutPng(layout) {
  const png = await sharp({
    create: { width: layout.width, height: layout.height, channels: 3, background: '#62CAD9' },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** Saves `editor` as `title` through POST /api/save for the signed-in `client`; answers `{ id, hash }`. */
export async function saveDesign(client, editor, title, { video = false } = {}) {
  const response = await client.call('POST', '/api/save', {
    image: `data:image/png;base64,${await layoutPng(editor.layout)}`,
    layout: editor.layout.key,
    width: editor.layout.width,
    height: editor.layout.height,
    editor,
    app_version: '1.0',
    text_content: title,
    keywords: '',
    title,
    post_type: video ? 'video' : 'IMAGE',
  });
  if (!response.ok) throw new Error(`save of ${title}: HTTP ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return { id: data.id, hash: data.hash };
}
