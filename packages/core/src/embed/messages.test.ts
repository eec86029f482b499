import { describe, expect, it } from 'vitest';
import { appResultMessage, editorMessageSchema, readHostMessage } from './messages';

describe('host messages (app.init, app.reset)', () => {
  it('reads app.init with an image on this site, a known layout and features', () => {
    expect(
      readHostMessage({
        type: 'app.init',
        image: '/photos/dandelions.jpg',
        layout: 'instagram.story',
        features: true,
      }),
    ).toEqual({
      type: 'app.init',
      image: '/photos/dandelions.jpg',
      layout: 'instagram.story',
      features: true,
    });
    expect(readHostMessage({ type: 'app.init' })).toEqual({ type: 'app.init' });
  });

  it('reads app.reset with an image and a layout, dropping fields it does not know', () => {
    expect(readHostMessage({ type: 'app.reset', layout: 'facebook.post', features: true, extra: 1 })).toEqual(
      {
        type: 'app.reset',
        layout: 'facebook.post',
      },
    );
  });

  it('ignores any other type and anything that is not a message object', () => {
    for (const data of [
      null,
      undefined,
      'app.init',
      42,
      [],
      { type: 'app.ready' },
      { type: 'app.result', design: {} },
      { type: 'APP.INIT' },
      { kind: 'app.init' },
    ])
      expect(readHostMessage(data)).toBeNull();
  });

  it('refuses images from other hosts or schemes, unknown layouts and features that are not a flag', () => {
    for (const image of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/photos/../../etc/passwd',
      '',
    ])
      expect(readHostMessage({ type: 'app.init', image })).toBeNull();
    expect(readHostMessage({ type: 'app.init', layout: 'no.such.layout' })).toBeNull();
    expect(readHostMessage({ type: 'app.reset', layout: 42 })).toBeNull();
    expect(readHostMessage({ type: 'app.init', features: 'yes' })).toBeNull();
    expect(readHostMessage({ type: 'app.init', image: `/${'a'.repeat(3000)}.png` })).toBeNull();
  });
});

describe('editor messages (app.ready, app.result, app.error)', () => {
  it('gives the host the saved design without its document', () => {
    const message = appResultMessage({
      id: 7,
      hash: 'abc123',
      image: '/designs/abc123_o.png',
      user_id: 3,
      post_type: 'IMAGE',
      video: null,
    });
    expect(message).toEqual({
      type: 'app.result',
      design: { id: 7, hash: 'abc123', image: '/designs/abc123_o.png', post_type: 'IMAGE', video: null },
    });
    expect(editorMessageSchema.parse(message)).toEqual(message);
  });

  it('describes ready and error, and refuses a result without a design', () => {
    expect(editorMessageSchema.parse({ type: 'app.ready' })).toEqual({ type: 'app.ready' });
    expect(editorMessageSchema.parse({ type: 'app.error', code: 'save_failed' })).toEqual({
      type: 'app.error',
      code: 'save_failed',
    });
    expect(editorMessageSchema.safeParse({ type: 'app.result' }).success).toBe(false);
    expect(
      editorMessageSchema.safeParse({
        type: 'app.result',
        design: { id: -1, hash: 'x', image: '', post_type: 'gif' },
      }).success,
    ).toBe(false);
  });
});
