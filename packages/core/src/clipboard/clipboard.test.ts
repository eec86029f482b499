import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { pzTextSchema } from '../objects';
import {
  CLIPBOARD_TEXT_MARKER,
  clipboardJson,
  clipboardPayload,
  clipboardText,
  decidePaste,
  readClipboardJson,
} from './clipboard';

const text = pzTextSchema.parse({
  id: 'a1',
  type: 'pz-text',
  text: 'Hello',
  left: 10,
  top: 20,
  width: 200,
  height: 40,
});

describe('clipboard payload', () => {
  it('round-trips objects through the custom format and the marked plain text', () => {
    const payload = clipboardPayload([text]);
    const fromCustom = decidePaste({ lienzo: clipboardJson(payload), text: 'ignored' });
    expect(fromCustom).toEqual({ kind: 'objects', pasted: { objects: [text], warnings: [] } });
    const fromText = decidePaste({ text: clipboardText(payload) });
    expect(fromText).toEqual(fromCustom);
  });

  it('never trusts pasted objects: bad ones are dropped, foreign assets refused', () => {
    const json = JSON.stringify({
      app: 'lienzo',
      version: 1,
      objects: [
        { id: 'x', type: 'pz-nope' },
        { ...text, id: 'b', text: 'ok', __proto__: { polluted: true } },
        {
          id: 'i',
          type: 'pz-image',
          src: 'https://evil.example/x.png',
          left: 0,
          top: 0,
          width: 5,
          height: 5,
        },
      ],
    });
    const read = readClipboardJson(json);
    expect('objects' in read && read.objects.map((object) => object.id)).toEqual(['b']);
    expect('warnings' in read && read.warnings.length).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses JSON that holds no usable object, is not ours, or is too big', () => {
    expect(readClipboardJson('{"app":"lienzo","version":1,"objects":[{"type":"x"}]}')).toEqual({
      refused: 'invalid_objects',
    });
    expect(readClipboardJson('{"type":"excalidraw/clipboard","elements":[]}')).toEqual({
      refused: 'foreign_data',
    });
    expect(readClipboardJson('not json')).toEqual({ refused: 'invalid_objects' });
    expect(readClipboardJson(' '.repeat(FIELD_LIMITS.designJsonBytes + 1))).toEqual({
      refused: 'data_too_big',
    });
    expect(decidePaste({ text: `${CLIPBOARD_TEXT_MARKER}[1,2]` })).toEqual({
      kind: 'refused',
      reason: 'foreign_data',
    });
  });
});

describe('decidePaste (issue 21 bad input)', () => {
  it('inserts plain text, trimmed', () => {
    expect(decidePaste({ text: '  Sale 70 % off \n' })).toEqual({ kind: 'text', text: 'Sale 70 % off' });
    expect(decidePaste({ text: '<3 you' })).toEqual({ kind: 'text', text: '<3 you' });
  });

  it('refuses huge text, markup, another app’s JSON and HTML alone', () => {
    const refused = (reason: string) => ({ kind: 'refused', reason });
    expect(decidePaste({ text: 'x'.repeat(FIELD_LIMITS.layerText + 1) })).toEqual(refused('text_too_long'));
    expect(decidePaste({ text: '<svg onload="alert(1)"><script>alert(1)</script></svg>' })).toEqual(
      refused('markup'),
    );
    expect(decidePaste({ text: '<!DOCTYPE html><p>hi</p>' })).toEqual(refused('markup'));
    expect(decidePaste({ text: '{"type":"excalidraw/clipboard","elements":[]}' })).toEqual(
      refused('foreign_data'),
    );
    expect(decidePaste({ html: '<img src=x onerror=alert(1)>' })).toEqual(refused('markup'));
    expect(decidePaste({ otherTypes: ['image/svg+xml'] })).toEqual(refused('unsupported'));
    expect(decidePaste({})).toEqual(refused('empty'));
  });

  it('takes a PNG or JPEG up to the upload limit, and prefers a picture over its text', () => {
    expect(decidePaste({ image: { type: 'image/png', size: 100 }, text: 'x.png' })).toEqual({
      kind: 'image',
    });
    expect(decidePaste({ image: { type: 'image/png', size: UPLOAD_MAX_BYTES + 1 } })).toEqual({
      kind: 'refused',
      reason: 'image_too_big',
    });
    expect(decidePaste({ image: { type: 'image/svg+xml', size: 100 } })).toEqual({
      kind: 'refused',
      reason: 'unsupported',
    });
  });
});
