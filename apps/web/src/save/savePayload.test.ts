import { describe, expect, it } from 'vitest';
import { createDocument, getLayout, pzTextSchema, savePayloadSchema, type User } from '@lienzo/core';
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
  it('carries the image, the document, its layout and the derived text fields', () => {
    const document = {
      ...createDocument(getLayout('facebook.post')),
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
    };
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
});
