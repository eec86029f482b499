import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeIssues } from '../document/issues';
import { TOOLBAR_IDS } from './toolbars';
import { PZ_TEXT_PROPERTIES, PZ_TEXT_TOOLBAR, pzTextDefaults, pzTextSchema } from './pz-text';
import { PZ_FTEXT_PROPERTIES, PZ_FTEXT_TOOLBAR, pzFtextDefaults, pzFtextSchema } from './pz-ftext';
import { PZ_VECTOR_PROPERTIES, PZ_VECTOR_TOOLBAR, pzVectorDefaults, pzVectorSchema } from './pz-vector';
import { PZ_IMAGE_PROPERTIES, PZ_IMAGE_TOOLBAR, pzImageDefaults, pzImageSchema } from './pz-image';
import {
  PZ_ILLUSTRATION_PROPERTIES,
  PZ_ILLUSTRATION_TOOLBAR,
  pzIllustrationDefaults,
  pzIllustrationSchema,
} from './pz-illustration';
import { PZ_BUTTON_PROPERTIES, PZ_BUTTON_TOOLBAR, pzButtonDefaults, pzButtonSchema } from './pz-button';
import { PZ_POLL_PROPERTIES, PZ_POLL_TOOLBAR, pzPollDefaults, pzPollSchema } from './pz-poll';
import {
  PZ_QUESTION_PROPERTIES,
  PZ_QUESTION_TOOLBAR,
  pzQuestionDefaults,
  pzQuestionSchema,
} from './pz-question';
import { PZ_SLIDER_PROPERTIES, PZ_SLIDER_TOOLBAR, pzSliderDefaults, pzSliderSchema } from './pz-slider';

const place = { id: 'o1', left: 12.5, top: 40 };

/** Every field set to a value other than its default, so a round trip that dropped one would show. */
const geometry = {
  ...place,
  width: 320,
  height: 120,
  scaleX: 0.5,
  scaleY: 0.75,
  angle: 45,
  flipX: true,
  flipY: true,
  opacity: 0.8,
  animationStart: 2,
  animationEnd: 9,
  animationDuration: 7,
  animationEffect: 'zoom',
  groupIds: ['outer', 'inner'],
  locked: true,
  hidden: true,
  name: 'Hero',
};

interface Case {
  type: string;
  schema: z.ZodObject;
  properties: readonly string[];
  toolbar: string;
  defaults: () => Record<string, unknown>;
  full: Record<string, unknown>;
  bad: [patch: Record<string, unknown>, message: string][];
}

const cases: Case[] = [
  {
    type: 'pz-text',
    schema: pzTextSchema,
    properties: PZ_TEXT_PROPERTIES,
    toolbar: PZ_TEXT_TOOLBAR,
    defaults: pzTextDefaults,
    full: {
      ...geometry,
      type: 'pz-text',
      text: 'Hola',
      fontSize: 44,
      charSpacing: 100,
      lineHeight: 1.4,
      textAlign: 'justify',
      fill: '#ff0000',
      textBackgroundColor: 'rgba(0,0,0,0.5)',
      fontFamily: 'Lora',
      fontWeight: 700,
      fontStyle: 'italic',
      textDecoration: 'underline line-through',
      styles: [{ start: 0, end: 2, style: { fill: '#00ff00', underline: true, linethrough: true } }],
      listStyle: 'number',
      outline: { color: '#ffffff', width: 6 },
      shadow: { color: 'rgba(0,0,0,0.5)', blur: 12, offsetX: -4, offsetY: 9, opacity: 0.7 },
      curve: { radius: 420, direction: 'down' },
      highlight: { color: '#ffe066', padding: 10, radius: 14 },
    },
    bad: [
      [{ fontSize: -1 }, 'fontSize: Too small'],
      [{ listStyle: 'roman' }, 'listStyle: Invalid option'],
      [{ textDecoration: 'blink' }, 'textDecoration: Invalid option'],
      [{ outline: { color: '#fff', width: 41 } }, 'outline.width: Too big'],
      [{ curve: { radius: 49, direction: 'up' } }, 'curve.radius: Too small'],
      [{ curve: { radius: 300, direction: 'sideways' } }, 'curve.direction'],
      [{ highlight: { color: 'url(x)', padding: 1, radius: 1 } }, 'highlight.color'],
    ],
  },
  {
    type: 'pz-ftext',
    schema: pzFtextSchema,
    properties: PZ_FTEXT_PROPERTIES,
    toolbar: PZ_FTEXT_TOOLBAR,
    defaults: pzFtextDefaults,
    full: {
      ...geometry,
      type: 'pz-ftext',
      text: 'SALE',
      fontFamily: 'Lilita One',
      fontSize: 40,
      fill: '#000',
      padding: 24,
      backgroundColor: '#ffcc00',
      spacing: 1.7,
      textAlign: 'left',
      wrapping: true,
      maxCharsPerLine: 12,
      shapeId: 'starburst',
    },
    bad: [
      [{ spacing: 1.2 }, 'spacing: Invalid option: expected one of 0.7|1|1.4|1.7'],
      [{ shapeId: 'blob' }, 'shapeId: Invalid option'],
      [{ textAlign: 'justify' }, 'textAlign: Invalid option'],
      [{ backgroundColor: 'url(x)' }, 'backgroundColor: must be a hex, rgb() or rgba() colour'],
    ],
  },
  {
    type: 'pz-vector',
    schema: pzVectorSchema,
    properties: PZ_VECTOR_PROPERTIES,
    toolbar: PZ_VECTOR_TOOLBAR,
    defaults: pzVectorDefaults,
    full: {
      ...geometry,
      type: 'pz-vector',
      src: '/icons/mdi/star.svg',
      vector_type: 'emoji',
      fill: '#123456',
      fillCount: 3,
      colorsByTargets: { '0': '#ff0000', '2': 'rgb(1,2,3)' },
      initialScaleX: 1.5,
      initialScaleY: 1.25,
    },
    bad: [
      [{ src: 'https://evil.example/x.svg' }, 'src: must be a path on this site'],
      [{ src: 'javascript:alert(1)' }, 'src: must be a path on this site'],
      [{ vector_type: 'png' }, 'vector_type: Invalid option'],
      [{ colorsByTargets: { first: '#fff' } }, 'colorsByTargets.first: Invalid key in record'],
      [{ colorsByTargets: { '0': 'red;x' } }, 'colorsByTargets.0: must be a hex'],
    ],
  },
  {
    type: 'pz-image',
    schema: pzImageSchema,
    properties: PZ_IMAGE_PROPERTIES,
    toolbar: PZ_IMAGE_TOOLBAR,
    defaults: pzImageDefaults,
    full: {
      ...geometry,
      type: 'pz-image',
      src: '/uploads/abc_t.png',
      sticker: true,
      filters: { preset: 'lordKelvin', blur: 10, brightness: 20, darkness: 5 },
      zoom: 150,
      cropX: 10,
      cropY: 20,
    },
    bad: [
      [{ src: 'data:image/png;base64,AAAA' }, 'src: must be a path on this site'],
      [{ filters: { preset: 'instagramish' } }, 'filters.preset: Invalid option'],
      [{ filters: { blur: 2.5 } }, 'filters.blur: Invalid input: expected int'],
      [{ sticker: 'yes' }, 'sticker: Invalid input: expected boolean'],
    ],
  },
  {
    type: 'pz-illustration',
    schema: pzIllustrationSchema,
    properties: PZ_ILLUSTRATION_PROPERTIES,
    toolbar: PZ_ILLUSTRATION_TOOLBAR,
    defaults: pzIllustrationDefaults,
    full: {
      ...geometry,
      type: 'pz-illustration',
      src: '/illustrations/people/wave.svg',
      fill: null,
      fillCount: 4,
      colorsByTargets: { '3': '#abcdef' },
    },
    bad: [[{ src: '//cdn.example/x.svg' }, 'src: must be a path on this site']],
  },
  {
    type: 'pz-button',
    schema: pzButtonSchema,
    properties: PZ_BUTTON_PROPERTIES,
    toolbar: PZ_BUTTON_TOOLBAR,
    defaults: () => pzButtonDefaults(),
    full: {
      ...geometry,
      type: 'pz-button',
      text: 'MADRID',
      style: 2,
      location: { name: 'Madrid, Spain' },
      mention: '',
      color: '#ffffff',
      borderRadius: 20,
      padding: 14,
      fontSize: 22,
      backgroundColor: '#000000',
      fontFamily: 'Raleway',
      instagram: { type: 'LOCATION' },
    },
    bad: [
      [{ instagram: { type: 'POLL' } }, 'instagram.type: Invalid option'],
      [{ mention: 'bad name!' }, 'mention: must hold only letters'],
      [{ style: 8 }, 'style: Too big'],
    ],
  },
  {
    type: 'pz-poll',
    schema: pzPollSchema,
    properties: PZ_POLL_PROPERTIES,
    toolbar: PZ_POLL_TOOLBAR,
    defaults: pzPollDefaults,
    full: {
      ...geometry,
      type: 'pz-poll',
      poll: { question: 'Pizza or pasta?', a1: 'PIZZA', a2: null },
      a1_ig_font_size: 17.5,
      a2_ig_font_size: 22,
      instagram: { type: 'POLL' },
    },
    bad: [
      [{ poll: { question: 'Q', a1: 'yes', a2: 'NO' } }, 'poll.a1: must be upper case and not blank'],
      [{ poll: { question: 'Q', a1: 'YES', a2: '  ' } }, 'poll.a2: must be upper case and not blank'],
      [{ instagram: { type: 'QUESTION' } }, 'instagram.type: Invalid input: expected "POLL"'],
    ],
  },
  {
    type: 'pz-question',
    schema: pzQuestionSchema,
    properties: PZ_QUESTION_PROPERTIES,
    toolbar: PZ_QUESTION_TOOLBAR,
    defaults: pzQuestionDefaults,
    full: {
      ...geometry,
      type: 'pz-question',
      question: 'Ask me anything',
      prompt: 'Hazme una pregunta',
      answerPlaceholder: 'Escribe algo...',
      questionBackgroundColor: '#ff0000',
      questionTextColor: '#fff',
      instagram: { type: 'QUESTION' },
    },
    bad: [[{ questionTextColor: 'javascript:x' }, 'questionTextColor: must be a hex']],
  },
  {
    type: 'pz-slider',
    schema: pzSliderSchema,
    properties: PZ_SLIDER_PROPERTIES,
    toolbar: PZ_SLIDER_TOOLBAR,
    defaults: pzSliderDefaults,
    full: {
      ...geometry,
      type: 'pz-slider',
      sliderQuestion: 'How hot?',
      sliderBackgroundColor: '#000',
      sliderTextColor: '#fff',
      emoji: '1f525',
      sliderEmoji: { emoji: '🔥', url: '/emoji/1f525.png' },
      instagram: { type: 'SLIDER' },
    },
    bad: [
      [{ emoji: '<svg>' }, 'emoji: must be an emoji code'],
      [{ sliderEmoji: { emoji: '🔥', url: 'https://x.example/e.png' } }, 'sliderEmoji.url: must be a path'],
    ],
  },
];

describe.each(cases)('$type', ({ type, schema, properties, toolbar, defaults, full, bad }) => {
  it('has defaults that make a valid new object', () => {
    const props = defaults();
    expect(props).not.toHaveProperty('id');
    expect(props.type).toBe(type);
    const parsed = schema.parse({ ...props, ...place });
    expect(parsed).toEqual({ ...props, ...place });
    expect(parsed).toMatchObject({ animationEffect: 'fade', animationStart: 0, opacity: 1 });
  });

  it('round-trips a full object through JSON unchanged', () => {
    const parsed = schema.parse(full);
    expect(parsed).toEqual(full);
    expect(schema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(full);
  });

  it('lists every property it serialises, and a full object sets each of them', () => {
    expect([...properties].sort()).toEqual(Object.keys(full).sort());
  });

  it('names a toolbar of SPEC §2', () => {
    expect(TOOLBAR_IDS).toContain(toolbar);
  });

  it.each(bad)('rejects %o with a clear path', (patch, message) => {
    const result = schema.safeParse({ ...full, ...patch });
    expect(result.success).toBe(false);
    expect(!result.success && describeIssues(result.error)).toContain(message);
  });

  it('rejects broken geometry with a clear path', () => {
    const result = schema.safeParse({ ...full, left: Number.NaN, opacity: 2 });
    expect(!result.success && describeIssues(result.error)).toMatch(/left: .*; opacity: Too big/);
  });
});
