import { describe, expect, it } from 'vitest';
import {
  createDocument,
  createObject,
  getLayout,
  pzButtonDefaults,
  pzTextSchema,
  savePayloadSchema,
  type DesignObject,
  type User,
} from '@lienzo/core';
import { editingMode } from './editingMode';
import { buildSavePayload } from './savePayload';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const user = { id: 7 } as User;

describe('editing mode (SPEC §4)', () => {
  it('creates without an id, edits your own design, clones anyone else’s', () => {
    expect(editingMode(null, user)).toBe('create');
    expect(editingMode({ id: 1, user_id: 7 }, user)).toBe('edit');
    expect(editingMode({ id: 1, user_id: 8 }, user)).toBe('clone');
    expect(editingMode({ id: 1, user_id: 7 }, null)).toBe('clone');
  });
});

describe('save payload (SPEC §3)', () => {
  it('says post_type video in video mode, IMAGE otherwise', () => {
    const document = createDocument(getLayout('instagram.story'));
    const input = { document, image: PNG, design: null, user, title: 'Story', boardId: null };
    expect(buildSavePayload({ ...input, video: true }).post_type).toBe('video');
    expect(buildSavePayload({ ...input, video: false }).post_type).toBe('IMAGE');
    expect(buildSavePayload(input).post_type).toBe('IMAGE');
    expect(savePayloadSchema.parse(buildSavePayload({ ...input, video: true })).post_type).toBe('video');
  });

  it('carries the image, the document, its layout and the derived text fields', () => {
    const document = createDocument(getLayout('facebook.post'), {
      objects: [
        pzTextSchema.parse({
          id: 'a',
          type: 'pz-text',
          text: 'The Summer sale',
          left: 0,
          top: 0,
          width: 10,
          height: 10,
        }),
      ],
    });
    const payload = buildSavePayload({ document, image: PNG, design: null, user, title: 'Sale', boardId: 3 });
    expect(payload).toMatchObject({
      image: PNG,
      id: null,
      mode: 'create',
      board_id: 3,
      layout: 'facebook.post',
      network: 'facebook',
      type: 'post',
      width: 940,
      height: 788,
      app_version: '1.0',
      text_content: 'The Summer sale',
      keywords: 'summer,sale',
      title: 'Sale',
      post_type: 'IMAGE',
    });
    expect(payload.editor).toBe(document);
    // The server validates with the same schema.
    expect(savePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the id of a saved design with the mode the owner decides', () => {
    const document = createDocument();
    const design = { id: 5, hash: 'abcdefghijklmnop', user_id: 8, board_id: null, title: 'Theirs' };
    expect(buildSavePayload({ document, image: PNG, design, user, title: 'x', boardId: null })).toMatchObject(
      {
        id: 5,
        mode: 'clone',
      },
    );
  });

  it('labels a custom size as the custom network and type', () => {
    const document = createDocument();
    document.layout = { key: 'custom.600x300', width: 600, height: 300, name: 'Banner' };
    expect(
      buildSavePayload({ document, image: PNG, design: null, user, title: 'x', boardId: null }),
    ).toMatchObject({
      layout: 'custom.600x300',
      network: 'custom',
      type: 'custom',
      width: 600,
      height: 300,
    });
  });

  it('describes each Instagram sticker as fractions of the canvas for the scheduler (SPEC §3)', () => {
    // A 540 × 960 story: a hashtag 108 × 48 at 216, 456 is centred, a question 1.03 times its size.
    const document = createDocument(undefined, {
      objects: [
        createObject('pz-button', {
          ...pzButtonDefaults('HASHTAG'),
          id: 'h',
          left: 216,
          top: 456,
          width: 108,
          height: 48,
          text: '#SUMMER',
        }),
        createObject('pz-question', {
          id: 'q',
          left: 0,
          top: 0,
          width: 1000,
          height: 500,
          scaleX: 0.27,
          scaleY: 0.27,
        }),
        createObject('pz-text', { id: 't', left: 0, top: 0, width: 10, height: 10, text: 'x' }),
      ] as DesignObject[],
    });
    const payload = buildSavePayload({ document, image: PNG, design: null, user, title: 'x', boardId: null });
    expect(payload.instagram_stickers).toEqual([
      { type: 'HASHTAG', x: 0.5, y: 0.5, width: 0.2, height: 0.05, rotation: 0, hashtag: 'SUMMER' },
      expect.objectContaining({
        type: 'QUESTION',
        x: 135 / 540,
        y: 67.5 / 960,
        width: (270 * 1.03) / 540,
        height: (135 * 1.03) / 960,
      }),
    ]);
    expect(savePayloadSchema.safeParse(payload).success).toBe(true);
    expect(
      buildSavePayload({
        document: createDocument(),
        image: PNG,
        design: null,
        user,
        title: 'x',
        boardId: null,
      }).instagram_stickers,
    ).toEqual([]);
  });
});
