import {
  STICKER_RULES,
  firstPage,
  type DesignDocument,
  type DesignObject,
  type DesignRecord,
  type InstagramSticker,
  type SavedDesign,
  type SavePayload,
  type StickerRule,
} from '@lienzo/core';
import { expect, it } from 'vitest';
import { completeDocument, makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { stickerButton as button, stickerCard as card } from '@lienzo/core/testing';

const hashtag = button('HASHTAG', { text: '#SUMMER' });
const again = (object: DesignObject) => ({ ...object, id: `${object.id}-again` });

/** The story of `completeDocument()` with `objects` after its title on page 1, then pages of `more`. */
function storyWith(objects: DesignObject[], ...more: DesignObject[][]): DesignDocument {
  const document = completeDocument();
  const first = firstPage(document);
  document.pages = [
    { ...first, objects: [...first.objects, ...objects] },
    ...more.map((pageObjects, index) => ({ ...first, id: `page-${index + 2}`, objects: pageObjects })),
  ];
  return document;
}

/** What a client may claim about a design that its document does not say. */
const lies = {
  layout: 'facebook.post',
  network: 'twitter',
  type: 'ads',
  width: 940,
  height: 788,
  text_content: 'Nothing to see',
  keywords: 'lie,keywords',
  instagram_stickers: [
    { type: 'POLL', x: 0.5, y: 0.5, width: 0.2, height: 0.2, rotation: 0, question: 'Fake?' },
  ] satisfies InstagramSticker[],
} satisfies Partial<SavePayload>;

/** The sticker rules of SPEC §5, each with a story that breaks only it. */
const BROKEN: Record<StickerRule, DesignDocument> = {
  hashtag_exists: storyWith([hashtag, again(hashtag)]),
  location_exists: storyWith([
    button('LOCATION', { location: { name: 'Madrid' } }),
    again(button('LOCATION', { location: { name: 'Sevilla' } })),
  ]),
  poll_exists: storyWith([card('pz-poll'), again(card('pz-poll'))]),
  question_exists: storyWith([card('pz-question'), again(card('pz-question'))]),
  slider_exists: storyWith([card('pz-slider'), again(card('pz-slider'))]),
  mention_invalid: storyWith([button('MENTION')]),
  hashtag_invalid: storyWith([button('HASHTAG')]),
  location_invalid: storyWith([button('LOCATION')]),
  slider_invalid_dimensions: storyWith([card('pz-slider', { top: -20 })]),
  question_invalid_dimensions: storyWith([card('pz-question', { left: 500 })]),
  poll_invalid: storyWith([card('pz-poll', { poll: { question: 'Q', a1: 'YES', a2: null } })]),
};

async function save(client: TestClient, body: SavePayload) {
  const response = await client.post('/api/save', body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<{ data: SavedDesign }>().data;
}

describeEachEngine('POST /api/save derives what the document says', (engine) => {
  const server = useTestServer(engine);

  const readBack = async (client: TestClient, hash: string) =>
    (await client.get(`/api/getEditorByHash/${hash}`)).json<{ data: DesignRecord }>().data;
  const row = (hash: string) =>
    server()
      .db.selectFrom('designs')
      .select([
        'layout',
        'network',
        'type',
        'width',
        'height',
        'text_content',
        'keywords',
        'instagram_stickers',
      ])
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();

  it("stores the document's layout, network, size, words and stickers, not the client's", async () => {
    const client = server().client();
    await client.signUp();
    const editor = storyWith([hashtag]);
    const { hash } = await save(client, { ...savePayload(await makePng(540, 960), { editor }), ...lies });

    const stickers = [
      {
        type: 'HASHTAG',
        hashtag: 'SUMMER',
        x: expect.closeTo(0.3, 1),
        y: expect.closeTo(0.33, 1),
        width: expect.any(Number),
        height: expect.any(Number),
        rotation: 0,
      },
    ];
    expect(await row(hash)).toEqual({
      layout: 'instagram.story',
      network: 'instagram',
      type: 'post',
      width: 540,
      height: 960,
      text_content: 'Summer sale #SUMMER',
      keywords: 'summer,sale',
      instagram_stickers: expect.any(String),
    });
    expect(JSON.parse((await row(hash)).instagram_stickers)).toEqual(stickers);
    expect(await readBack(client, hash)).toMatchObject({
      layout: 'instagram.story',
      width: 540,
      height: 960,
      text_content: 'Summer sale #SUMMER',
      keywords: 'summer,sale',
      title: 'Summer sale #SUMMER',
      instagram_stickers: stickers,
    });
  });

  it('derives again when the owner saves another document over the design', async () => {
    const client = server().client();
    await client.signUp();
    const first = await save(client, savePayload(await makePng(540, 960), { editor: storyWith([hashtag]) }));
    const cover = completeDocument('Winter', 'facebook.cover');
    await save(client, {
      ...savePayload(await makePng(851, 315), { editor: cover, id: first.id }),
      ...lies,
    });
    expect(await row(first.hash)).toMatchObject({
      layout: 'facebook.cover',
      network: 'facebook',
      type: 'header',
      width: 851,
      height: 315,
      text_content: 'Winter',
      keywords: 'winter',
      instagram_stickers: '[]',
    });
  });

  it("takes a custom layout's size from the document, and titles an empty design by it", async () => {
    const client = server().client();
    await client.signUp();
    const editor = completeDocument();
    editor.layout = { key: 'custom.640x320', name: 'Custom Layout', width: 640, height: 320 };
    firstPage(editor).objects = [];
    const { hash } = await save(client, {
      ...savePayload(await makePng(640, 320), { editor }),
      ...lies,
      title: '',
    });
    expect(await row(hash)).toMatchObject({
      layout: 'custom.640x320',
      network: 'custom',
      type: 'custom',
      width: 640,
      height: 320,
      text_content: '',
      keywords: '',
    });
    expect((await readBack(client, hash)).title).toBe('Custom Layout (640 x 320)');
  });

  it('lets a design keep one sticker of each kind on each of its pages, and repeated mentions', async () => {
    const client = server().client();
    await client.signUp();
    const mention = button('MENTION', { mention: 'lienzo' });
    const editor = storyWith(
      [hashtag, card('pz-poll'), mention, again(mention)],
      [again(hashtag), again(card('pz-poll'))],
    );
    const { hash } = await save(client, savePayload(await makePng(540, 960), { editor }));
    expect(JSON.parse((await row(hash)).instagram_stickers)).toHaveLength(4);
  });

  it('knows every SPEC §5 sticker rule', () => {
    expect(Object.keys(BROKEN).sort()).toEqual([...STICKER_RULES].sort());
  });

  it.each(Object.entries(BROKEN))(
    'refuses a save breaking %s with its code, on any page, storing nothing',
    async (rule, broken) => {
      const client = server().client();
      await client.signUp();
      const kept = await save(client, savePayload(await makePng(540, 960)));
      const blank = { ...firstPage(broken), id: 'page-0', objects: [] };
      const onPageTwo = { ...broken, pages: [blank, ...broken.pages] };
      for (const editor of [broken, onPageTwo]) {
        for (const id of [null, kept.id]) {
          const before = await server().snapshot();
          const response = await client.post(
            '/api/save',
            savePayload(await makePng(540, 960), { editor, id }),
          );
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            error: { code: 'API_ERROR_INSTAGRAM_STICKER', message: expect.stringContaining(rule), rule },
          });
          expect(await server().snapshot()).toEqual(before);
        }
      }
    },
  );
});
