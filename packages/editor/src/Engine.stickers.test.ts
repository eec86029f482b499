import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PzButton, PzPoll, PzQuestion, PzSlider } from '@lienzo/core';
import { StickerExistsError } from './objects/instagram/StickerExistsError';
import { TEST_ASSETS } from './test/assetPaths';
import { decodePng, disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function of<Type>(object: unknown, type: string): Type {
  expect(object).toMatchObject({ type });
  return object as Type;
}

describe('hashtag, mention and location buttons', () => {
  it('adds a hashtag button: 18 px, upper case with its #, sized to its label, centred and selected', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('HASHTAG', { text: 'summer vibes!' });
    const button = of<PzButton>(engine.getObject(id), 'pz-button');
    expect(button).toMatchObject({
      text: '#SUMMERVIBES',
      fontSize: 18,
      instagram: { type: 'HASHTAG' },
      style: 0,
    });
    expect(button.scaleX).toBe(1);
    expect(button.width).toBeGreaterThan(100);
    expect(button.height).toBeCloseTo(18 * 1.3 + 2 * button.padding, 1);
    expect(button.left + button.width / 2).toBeCloseTo(270, 0);
    expect(engine.getSelection()).toBe(id);
  });

  it('prefixes mentions with @ and upper-cases locations; a longer label makes a wider button', async () => {
    const { engine } = await mountEngine();
    const mention = engine.addSticker('MENTION', { mention: 'lienzo.app' });
    expect(of<PzButton>(engine.getObject(mention), 'pz-button')).toMatchObject({
      text: '@LIENZO.APP',
      style: 1,
    });
    const location = engine.addSticker('LOCATION', { location: { name: 'Sevilla' } });
    const before = of<PzButton>(engine.getObject(location), 'pz-button');
    expect(before.text).toBe('SEVILLA');
    engine.updateSticker(location, { location: { name: 'Plaza de España, Sevilla' } });
    const after = of<PzButton>(engine.getObject(location), 'pz-button');
    expect(after.text).toBe('PLAZA DE ESPAÑA, SEVILLA');
    expect(after.width).toBeGreaterThan(before.width * 2);
  });

  it('paints the pill with its background colour', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('HASHTAG', { text: 'x', backgroundColor: '#00FF00', padding: 20 });
    engine.select(null);
    const button = of<PzButton>(engine.getObject(id), 'pz-button');
    const png = await decodePng(engine.exportPng());
    const [r, g, b] = png.pixel(Math.round(button.left + 4), Math.round(button.top + button.height / 2));
    // The gradient starts from the background colour at the pill's left end.
    expect(g).toBeGreaterThan(180);
    expect(Math.max(r, b)).toBeLessThan(80);
  });
});

describe('polls', () => {
  it('adds a poll at the SPEC §9 scale 0.15 with YES / NO and their Instagram font sizes', async () => {
    const { engine } = await mountEngine();
    const poll = of<PzPoll>(engine.getObject(engine.addSticker('POLL')), 'pz-poll');
    expect(poll.scaleX).toBe(0.15);
    expect(poll.poll).toEqual({ question: '', a1: 'YES', a2: 'NO' });
    expect([poll.a1_ig_font_size, poll.a2_ig_font_size]).toEqual([30, 30]);
  });

  it('stores answers upper case with the font size their length gives (SPEC §5), empty ones as null', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('POLL');
    engine.updateSticker(id, { poll: { question: 'Tea?', a1: 'of course', a2: '' } });
    expect(of<PzPoll>(engine.getObject(id), 'pz-poll')).toMatchObject({
      poll: { question: 'Tea?', a1: 'OF COURSE', a2: null },
      a1_ig_font_size: 22,
      a2_ig_font_size: 30,
    });
    engine.updateSticker(id, { poll: { question: 'Tea?', a1: 'ABSOLUTELY, EVERY DAY', a2: 'NO' } });
    expect(of<PzPoll>(engine.getObject(id), 'pz-poll').a1_ig_font_size).toBe(17.5);
  });

  it('grows to fit its question and keeps its centre', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('POLL');
    const short = of<PzPoll>(engine.getObject(id), 'pz-poll');
    const centre = short.top + (short.height * short.scaleY) / 2;
    engine.updateSticker(id, {
      poll: {
        question: 'Which of these two colours should our next sneaker come in, friends?',
        a1: 'YES',
        a2: 'NO',
      },
    });
    const long = of<PzPoll>(engine.getObject(id), 'pz-poll');
    // 38 characters a line: two lines of question above the answers.
    expect(long.height).toBeGreaterThan(short.height + 2 * 64);
    expect(long.top + (long.height * long.scaleY) / 2).toBeCloseTo(centre, 1);
  });
});

describe('questions and sliders', () => {
  it('adds a question at 0.17 that grows with its question, in its colours', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('QUESTION', { questionBackgroundColor: '#FF0000' });
    const empty = of<PzQuestion>(engine.getObject(id), 'pz-question');
    expect(empty.scaleX).toBe(0.17);
    engine.updateSticker(id, { question: 'What would you like to see in our next video together?' });
    const long = of<PzQuestion>(engine.getObject(id), 'pz-question');
    expect(long.height).toBeGreaterThan(empty.height + 64);
    engine.select(null);
    const png = await decodePng(engine.exportPng());
    const inside = png.pixel(
      Math.round(long.left + 3),
      Math.round(long.top + (long.height * long.scaleY) / 2),
    );
    expect(inside.slice(0, 3)).toEqual([255, 0, 0]);
  });

  it('adds a slider at 0.17 with its emoji; a question makes it taller', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('SLIDER');
    const bare = of<PzSlider>(engine.getObject(id), 'pz-slider');
    expect(bare).toMatchObject({ scaleX: 0.17, emoji: '1f60d' });
    engine.updateSticker(id, { sliderQuestion: 'How much do you love Mondays?' });
    expect(of<PzSlider>(engine.getObject(id), 'pz-slider').height).toBeGreaterThan(bare.height + 64);
    engine.undo();
    expect(engine.getObject(id)).toEqual(bare);
  });

  it('shows a chosen emoji picture on the track once it has arrived', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('SLIDER', { sliderEmoji: { emoji: '😍', url: TEST_ASSETS.halvesPng } });
    engine.updateObject(id, { left: 0, top: 100, scaleX: 0.4, scaleY: 0.4 });
    engine.select(null);
    await engine.whenIdle();
    const png = await decodePng(engine.exportPng());
    // The picture sits on the track 35 % along it: navy top half, yellow bottom half.
    const x = Math.round((70 + 1060 * 0.35) * 0.4);
    expect(png.pixel(x, Math.round(100 + (70 + 30) * 0.4)).slice(0, 3)).toEqual([0x1d, 0x35, 0x57]);
    expect(png.pixel(x, Math.round(100 + (70 + 100) * 0.4)).slice(0, 3)).toEqual([0xff, 0xd1, 0x66]);
  });

  it('says its prompt and placeholder in the words it is given (a Spanish card), English by default', async () => {
    const { engine } = await mountEngine();
    // A card without its words (as every card saved before) says the English ones.
    const english = of<PzQuestion>(engine.getObject(engine.addSticker('QUESTION')), 'pz-question');
    expect(english.prompt).toBeUndefined();
    engine.deleteSelected();
    const id = engine.addSticker('QUESTION', {
      prompt: 'Hazme una pregunta, la que quieras, sobre lo que te apetezca',
      answerPlaceholder: 'Escribe algo...',
    });
    const spanish = of<PzQuestion>(engine.getObject(id), 'pz-question');
    expect(spanish).toMatchObject({ question: '', answerPlaceholder: 'Escribe algo...' });
    // The card is drawn from its prompt: a prompt of three lines makes it taller than the English one.
    expect(spanish.height).toBeGreaterThan(english.height + 64);
  });

  it('refits to its text when changed through updateObject too', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('QUESTION');
    const before = of<PzQuestion>(engine.getObject(id), 'pz-question');
    engine.updateObject(id, { question: 'A question long enough to need a second and a third line' });
    expect(of<PzQuestion>(engine.getObject(id), 'pz-question').height).toBeGreaterThan(before.height + 64);
    engine.updateObject(id, { left: 10 });
    expect(of<PzQuestion>(engine.getObject(id), 'pz-question').left).toBe(10);
  });

  it('takes back typing in one field as one step, and another field as a step of its own', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('QUESTION');
    const added = engine.getObject(id);
    for (const question of ['W', 'Wh', 'Why', 'Why?']) engine.updateSticker(id, { question });
    engine.updateSticker(id, { questionBackgroundColor: '#000000' });
    engine.undo();
    expect(of<PzQuestion>(engine.getObject(id), 'pz-question')).toMatchObject({
      question: 'Why?',
      questionBackgroundColor: '#FFFFFF',
    });
    engine.undo();
    expect(engine.getObject(id)).toEqual(added);
  });

  it('refuses a patch the schema refuses and changes nothing', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('SLIDER');
    const before = engine.getObject(id);
    expect(() => engine.updateSticker(id, { sliderTextColor: 'not a colour' })).toThrow(RangeError);
    expect(engine.getObject(id)).toEqual(before);
  });
});

describe('cards fit their text both ways (SPEC §4 "resize to fit")', () => {
  const long = 'What would you like to see in our next video together, and when?';
  it.each([
    ['POLL', (question: string) => ({ poll: { question, a1: 'YES', a2: 'NO' } })],
    ['QUESTION', (question: string) => ({ question })],
    ['SLIDER', (question: string) => ({ sliderQuestion: question })],
  ] as const)('a longer %s question makes the card taller, a shorter one shorter', async (kind, patch) => {
    const { engine } = await mountEngine();
    const id = engine.addSticker(kind);
    const heightOf = () => engine.getObject(id)!.height;
    engine.updateSticker(id, patch('Short?'));
    const short = heightOf();
    engine.updateSticker(id, patch(long));
    const tall = heightOf();
    expect(tall).toBeGreaterThan(short);
    engine.updateSticker(id, patch('Short?'));
    expect(heightOf()).toBe(short);
  });
});

describe('sticker gestures', () => {
  it('moves a poll with a drag as one undo step, keeping the size its text gives it', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addSticker('POLL');
    const before = of<PzPoll>(engine.getObject(id), 'pz-poll');
    const centre = {
      x: (before.left + (before.width * before.scaleX) / 2) / 2,
      y: (before.top + (before.height * before.scaleY) / 2) / 2,
    };
    drag(upper, centre, { x: centre.x - 25, y: centre.y + 40 });
    const moved = of<PzPoll>(engine.getObject(id), 'pz-poll');
    expect(moved.left).toBeCloseTo(before.left - 50, 0);
    expect(moved.top).toBeCloseTo(before.top + 80, 0);
    expect([moved.width, moved.height, moved.scaleX]).toEqual([before.width, before.height, before.scaleX]);
    engine.undo();
    expect(engine.getObject(id)).toEqual(before);
  });
});

describe('round trip of stickers', () => {
  it('loads what it saved exactly for buttons, polls, questions and sliders', async () => {
    const { engine } = await mountEngine();
    engine.addSticker('HASHTAG', { text: 'tbt' });
    engine.addSticker('MENTION', { mention: 'someone' });
    engine.addSticker('LOCATION', { location: { name: 'Madrid' } });
    engine.addSticker('POLL', { poll: { question: 'Coffee?', a1: 'YES', a2: 'NEVER EVER' } });
    engine.addSticker('QUESTION', { question: 'Ask me anything', questionTextColor: '#FFFFFF' });
    engine.addSticker('SLIDER', { sliderQuestion: 'Rate it', emoji: '1f525' });
    const saved = engine.toDocument();
    await engine.load(JSON.parse(JSON.stringify(saved)));
    expect(engine.toDocument()).toEqual(saved);
  });
});

describe('one hashtag, location, poll, question and slider per design (SPEC §5)', () => {
  it('refuses a second of each one-each kind with its alert key, adding nothing', async () => {
    const { engine } = await mountEngine();
    const codes = {
      HASHTAG: 'hashtag_exists',
      LOCATION: 'location_exists',
      POLL: 'poll_exists',
      QUESTION: 'question_exists',
      SLIDER: 'slider_exists',
    } as const;
    for (const [kind, code] of Object.entries(codes) as [keyof typeof codes, string][]) {
      engine.addSticker(kind);
      const before = engine.toDocument();
      let refused: unknown;
      try {
        engine.addSticker(kind);
      } catch (error) {
        refused = error;
      }
      expect(refused, kind).toBeInstanceOf(StickerExistsError);
      expect((refused as StickerExistsError).code, kind).toBe(code);
      expect(engine.toDocument(), kind).toEqual(before);
    }
  });

  it('refuses to duplicate the one hashtag, copying nothing, and duplicates a mention', async () => {
    const { engine } = await mountEngine();
    const hashtag = engine.addSticker('HASHTAG', { text: 'tbt' });
    engine.select(hashtag);
    expect(engine.duplicateRefusal()).toBe('hashtag_exists');
    expect(() => engine.duplicate()).toThrow(StickerExistsError);
    // The command is refused, the same way from a key, a toolbar button or a menu: its event says why.
    const refusals: { command: string; reason: string }[] = [];
    engine.on('refused', (refusal) => refusals.push(refusal));
    expect(engine.canExecute('duplicate')).toBe(true);
    expect(engine.execute('duplicate')).toBe(false);
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(refusals).toEqual([
      { command: 'duplicate', reason: 'instagram.alerts.hashtag_exists' },
      { command: 'duplicate', reason: 'instagram.alerts.hashtag_exists' },
    ]);
    expect(engine.getObjects()).toHaveLength(1);
    const mention = engine.addSticker('MENTION', { mention: 'someone' });
    engine.select(mention);
    expect(engine.duplicateRefusal()).toBeNull();
    expect(engine.duplicate()).toHaveLength(1);
    expect(engine.getObjects()).toHaveLength(3);
  });

  it('lets mentions repeat, and a deleted one be added again', async () => {
    const { engine } = await mountEngine();
    engine.addSticker('MENTION', { mention: 'one' });
    engine.addSticker('MENTION', { mention: 'two' });
    expect(engine.getObjects()).toHaveLength(2);
    engine.addSticker('HASHTAG');
    engine.deleteSelected();
    expect(() => engine.addSticker('HASHTAG')).not.toThrow();
  });
});
