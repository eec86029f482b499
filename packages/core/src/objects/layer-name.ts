import type { DesignObject, DesignObjectType } from './registry';

/**
 * What the layers panel and the timeline call a layer (issue 21), before translation: the name the user gave
 * it, else its words, else what it shows ("Heart emoji", "Photo: beach"), else its type. The web app turns
 * it into words of the user's language.
 */
export type LayerNameSource =
  | { kind: 'named' | 'text'; text: string }
  | { kind: 'icon' | 'emoji' | 'illustration' | 'photo'; subject: string }
  | { kind: 'type'; type: DesignObjectType };

/** The longest name kept from a layer's words: the panel shows one line of it. */
const WORDS_SHOWN = 60;

function oneLine(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, WORDS_SHOWN).join('');
}

/**
 * The subject of a picture from its address when the address names it (`/icons/mdi/heart.svg` → "heart",
 * `/photos/sandy-beach.jpg` → "sandy beach"); uploads and stock pictures are named by a hash: none.
 */
function subjectOf(src: string, named: readonly string[]): string | null {
  const path = src.split(/[?#]/)[0] ?? '';
  if (!named.some((prefix) => path.startsWith(prefix))) return null;
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, '');
  let subject: string;
  try {
    subject = decodeURIComponent(file);
  } catch {
    return null;
  }
  subject = subject.replace(/[-_]+/g, ' ').trim();
  return /^[0-9a-f ]+$/i.test(subject) ? null : oneLine(subject) || null;
}

function wordsOf(object: DesignObject): string {
  switch (object.type) {
    case 'pz-text':
    case 'pz-ftext':
    case 'pz-button':
      return object.text;
    case 'pz-poll':
      return object.poll.question;
    case 'pz-question':
      return object.question;
    case 'pz-slider':
      return object.sliderQuestion;
    default:
      return '';
  }
}

export function layerNameOf(object: DesignObject): LayerNameSource {
  const own = object.name === undefined ? '' : oneLine(object.name);
  if (own !== '') return { kind: 'named', text: own };
  const words = oneLine(wordsOf(object));
  if (words !== '') return { kind: 'text', text: words };
  if (object.type === 'pz-vector') {
    const subject = subjectOf(object.src, ['/icons/']);
    if (subject) return { kind: object.vector_type === 'emoji' ? 'emoji' : 'icon', subject };
  }
  if (object.type === 'pz-illustration') {
    const subject = subjectOf(object.src, ['/icons/', '/illustrations/']);
    if (subject) return { kind: 'illustration', subject };
  }
  if (object.type === 'pz-image') {
    const subject = subjectOf(object.src, ['/photos/']);
    if (subject) return { kind: 'photo', subject };
  }
  return { kind: 'type', type: object.type };
}
