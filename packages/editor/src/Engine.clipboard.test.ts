import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  CLIPBOARD_TEXT_MARKER,
  CLIPBOARD_WEB_MIME,
  FIELD_LIMITS,
  UPLOAD_MAX_BYTES,
  createDocument,
  getLayout,
} from '@lienzo/core';
import type { ClipboardOutcome } from './clipboard/ClipboardController';
import { FakeClipboard } from './test/fakeClipboard';
import { TEST_ASSETS } from './test/assetPaths';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

async function setUp(clipboard = new FakeClipboard(), uploadImage?: (file: File) => Promise<string>) {
  const mounted = await mountEngine(undefined, { clipboard, uploadImage });
  const outcomes: ClipboardOutcome[] = [];
  mounted.engine.on('clipboard', (outcome) => outcomes.push(outcome));
  return { ...mounted, clipboard, outcomes };
}

function blur() {
  (globalThis.document.activeElement as HTMLElement | null)?.blur();
}

describe('copy and paste', () => {
  it('copies several objects as our format, marked text and a PNG; paste puts them 40 px away, undoable', async () => {
    const { engine, clipboard } = await setUp();
    const one = engine.addText('title', 'One');
    const two = engine.addText('text', 'Two');
    engine.select([one, two]);
    expect(engine.execute('copy')).toBe(true);
    await expect.poll(() => clipboard.items.length).toBe(1);
    expect(clipboard.items[0]!.types).toEqual(
      expect.arrayContaining(['text/plain', CLIPBOARD_WEB_MIME, 'image/png']),
    );
    expect(await clipboard.text('text/plain')).toMatch(new RegExp(`^${CLIPBOARD_TEXT_MARKER}`));
    const png = await decodePng(URL.createObjectURL(await clipboard.items[0]!.getType('image/png')));
    expect(png.width).toBeGreaterThan(10);

    const result = await engine.paste();
    expect('ids' in result && result.ids).toHaveLength(2);
    const ids = 'ids' in result ? result.ids : [];
    expect(ids).not.toContain(one);
    expect(engine.getSelectedIds()).toEqual(ids);
    const [copyOne, copyTwo] = ids.map((id) => engine.getObject(id)!);
    expect(copyOne).toMatchObject({
      text: 'One',
      left: engine.getObject(one)!.left + 40,
      top: engine.getObject(one)!.top + 40,
    });
    expect(copyTwo).toMatchObject({ text: 'Two', left: engine.getObject(two)!.left + 40 });
    expect(engine.getObjects()).toHaveLength(4);

    // A second paste cascades one more step instead of covering the first copy.
    const again = await engine.paste();
    const second = 'ids' in again ? engine.getObject(again.ids[0]!)! : null;
    expect(second?.left).toBe(engine.getObject(one)!.left + 80);

    engine.undo();
    expect(engine.getObjects()).toHaveLength(4);
    engine.undo();
    expect(engine.getObjects().map((object) => object.id)).toEqual([one, two]);
    engine.redo();
    expect(engine.getObjects()).toHaveLength(4);
    expect(engine.getObject(ids[0]!)).toMatchObject({ text: 'One' });
  });

  it('pastes into another design at the same place, and a group stays a group of its own', async () => {
    const clipboard = new FakeClipboard();
    const { engine: source } = await setUp(clipboard);
    const [a, b] = [source.addText('text', 'A'), source.addText('text', 'B')];
    source.select([a, b]);
    const groupId = source.group()!;
    source.select(a);
    await source.copy();
    const { engine: target } = await setUp(clipboard);
    const result = await target.paste();
    const ids = 'ids' in result ? result.ids : [];
    expect(ids).toHaveLength(2);
    const pasted = ids.map((id) => target.getObject(id)!);
    expect(pasted[0]).toMatchObject({ left: source.getObject(a)!.left, top: source.getObject(a)!.top });
    expect(pasted[0]!.groupIds).toEqual(pasted[1]!.groupIds);
    expect(pasted[0]!.groupIds).not.toContain(groupId);
  });

  it('cut copies and deletes in one undo step; paste then puts the objects back where they were', async () => {
    const { engine, clipboard, outcomes } = await setUp();
    const id = engine.addText('text', 'Cut me');
    const before = engine.getObject(id)!;
    engine.select(id);
    expect(engine.execute('cut')).toBe(true);
    expect(engine.getObjects()).toHaveLength(0);
    await expect.poll(() => outcomes.at(-1)).toMatchObject({ action: 'cut', system: true });
    expect(clipboard.items).toHaveLength(1);
    engine.undo();
    expect(engine.getObject(id)).toEqual(before);
    engine.redo();
    expect(engine.getObjects()).toHaveLength(0);
    const result = await engine.paste();
    const pasted = 'ids' in result ? engine.getObject(result.ids[0]!) : null;
    expect(pasted).toMatchObject({ text: 'Cut me', left: before.left, top: before.top });
  });

  it('falls back to this engine’s last copy when the browser refuses to read the clipboard', async () => {
    const { engine, clipboard, outcomes } = await setUp();
    clipboard.readDenied = true;
    expect(await engine.paste()).toEqual({ refused: 'clipboard.refused.read_denied' });
    expect(outcomes.at(-1)).toEqual({ action: 'paste', refused: 'clipboard.refused.read_denied' });
    engine.select(engine.addText('text', 'Kept'));
    await engine.copy();
    const result = await engine.paste();
    expect('ids' in result && engine.getObject(result.ids[0]!)).toMatchObject({ text: 'Kept' });
  });

  it('pastes plain text as a text layer, one undo step', async () => {
    const { engine, clipboard } = await setUp();
    clipboard.put({ 'text/plain': new Blob(['Hello from another app']) });
    const result = await engine.paste();
    const id = 'ids' in result ? result.ids[0]! : '';
    expect(engine.getObject(id)).toMatchObject({ type: 'pz-text', text: 'Hello from another app' });
    expect(engine.getSelection()).toBe(id);
    engine.undo();
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('pastes a picture as a pz-image through the upload, one undo step', async () => {
    const uploaded: File[] = [];
    const upload = (file: File) => {
      uploaded.push(file);
      return Promise.resolve(TEST_ASSETS.quadrantsPng);
    };
    const { engine, clipboard } = await setUp(new FakeClipboard(), upload);
    const png = await (await fetch(TEST_ASSETS.quadrantsPng)).blob();
    clipboard.put({ 'image/png': png });
    const result = await engine.paste();
    const id = 'ids' in result ? result.ids[0]! : '';
    expect(engine.getObject(id)).toMatchObject({ type: 'pz-image', src: TEST_ASSETS.quadrantsPng });
    expect(uploaded[0]).toMatchObject({ name: 'pasted.png', type: 'image/png', size: png.size });
    engine.undo();
    expect(engine.getObjects()).toHaveLength(0);
  });
});

describe('bad input on the clipboard (issue 21)', () => {
  const cases: [string, Record<string, Blob>, string][] = [
    ['huge text', { 'text/plain': new Blob(['x'.repeat(FIELD_LIMITS.layerText + 1)]) }, 'text_too_long'],
    ['HTML only', { 'text/html': new Blob(['<img src=x onerror="window.ran=1">']) }, 'markup'],
    [
      'an SVG with script as text',
      { 'text/plain': new Blob(['<svg onload="window.ran=1"><script>window.ran=1</script></svg>']) },
      'markup',
    ],
    [
      'another app’s JSON',
      { 'text/plain': new Blob(['{"type":"excalidraw/clipboard","elements":[]}']) },
      'foreign_data',
    ],
    [
      'our marker over objects that are not valid',
      { [CLIPBOARD_WEB_MIME]: new Blob(['{"app":"lienzo","version":1,"objects":[{"type":"pz-x"}]}']) },
      'invalid_objects',
    ],
  ];
  for (const [name, parts, reason] of cases) {
    it(`refuses ${name} with a message, inserting nothing and running nothing`, async () => {
      const { engine, clipboard, outcomes } = await setUp();
      engine.addText('text', 'Mine');
      clipboard.put(parts);
      const key = `clipboard.refused.${reason}`;
      expect(await engine.paste()).toEqual({ refused: key });
      expect(outcomes.at(-1)).toEqual({ action: 'paste', refused: key });
      expect(engine.getObjects()).toHaveLength(1);
      expect((globalThis as { ran?: number }).ran).toBeUndefined();
      expect(engine.canUndo).toBe(true);
      engine.undo();
      expect(engine.getObjects()).toHaveLength(0);
    });
  }

  it('refuses a 100 MB picture before reading or uploading it', async () => {
    let uploads = 0;
    const upload = () => {
      uploads++;
      return Promise.resolve(TEST_ASSETS.quadrantsPng);
    };
    const { engine } = await setUp(new FakeClipboard(), upload);
    const huge = { size: 100 * 1024 * 1024, type: 'image/png' } as Blob;
    expect(huge.size).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(await engine.pasteContent({ image: { type: 'image/png', size: huge.size } }, huge)).toEqual({
      refused: 'clipboard.refused.image_too_big',
    });
    expect(uploads).toBe(0);
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('reports an upload refused by the server and inserts nothing', async () => {
    const upload = () => Promise.reject(new Error('api_errors.API_ERROR_INVALID_IMAGE_FILE'));
    const { engine, clipboard } = await setUp(new FakeClipboard(), upload);
    clipboard.put({ 'image/png': new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }) });
    expect(await engine.paste()).toEqual({ refused: 'api_errors.API_ERROR_INVALID_IMAGE_FILE' });
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('regenerates ids and drops what restore cannot repair from pasted JSON', async () => {
    const { engine, clipboard, outcomes } = await setUp();
    const good = { id: 'taken', type: 'pz-text', text: 'Ok', left: 5, top: 5, width: 100, height: 30 };
    const json = JSON.stringify({
      app: 'lienzo',
      version: 1,
      objects: [good, { id: 'bad', type: 'pz-image', src: 'javascript:alert(1)', left: 0, top: 0 }],
    });
    clipboard.put({ 'text/plain': new Blob([CLIPBOARD_TEXT_MARKER + json]) });
    const result = await engine.paste();
    const ids = 'ids' in result ? result.ids : [];
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('taken');
    expect(engine.getObject(ids[0]!)).toMatchObject({ text: 'Ok', left: 5, top: 5 });
    expect(outcomes.at(-1)).toMatchObject({ action: 'paste', ids });
    expect((outcomes.at(-1) as { warnings: string[] }).warnings.length).toBeGreaterThan(0);
  });

  it('refuses a second one-each Instagram sticker', async () => {
    const { engine } = await setUp();
    engine.select(engine.addSticker('HASHTAG'));
    await engine.copy();
    expect(await engine.paste()).toEqual({ refused: 'instagram.alerts.hashtag_exists' });
    expect(engine.getObjects()).toHaveLength(1);
  });

  it('centres objects that would land wholly outside a smaller canvas', async () => {
    const clipboard = new FakeClipboard();
    const { engine: story } = await setUp(clipboard);
    const id = story.addText('text', 'Low');
    story.moveObject(id, 0, 1500 - story.getObject(id)!.top);
    story.select(id);
    await story.copy();
    const post = await mountEngine(createDocument(getLayout('twitter.header')), { clipboard });
    const result = await post.engine.paste();
    const pasted = 'ids' in result ? post.engine.getObject(result.ids[0]!)! : null;
    expect(pasted!.top).toBeLessThan(post.engine.getLayout().height);
  });
});

describe('select all and nudge', () => {
  it('Ctrl+A selects every object on the canvas and never the page; Delete then removes them in one step', async () => {
    const { engine } = await setUp();
    const ids = ['A', 'B', 'C'].map((text) => engine.addText('text', text));
    const words = globalThis.document.createElement('p');
    words.textContent = 'Page text that must not be selected';
    globalThis.document.body.append(words);
    blur();
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(engine.getSelectedIds()).toEqual(ids);
    expect(globalThis.getSelection()?.toString()).toBe('');
    await userEvent.keyboard('{Delete}');
    expect(engine.getObjects()).toHaveLength(0);
    engine.undo();
    expect(engine.getObjects().map((object) => object.id)).toEqual(ids);
    words.remove();
    expect(engine.execute('select-all')).toBe(true);
  });

  it('Shift+arrow nudges 10 px, arrow alone 2 px, each one undo step', async () => {
    const { engine } = await setUp();
    const id = engine.addText('text', 'Move');
    const start = engine.getObject(id)!;
    engine.select(id);
    blur();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}{ArrowLeft}');
    expect(engine.getObject(id)).toMatchObject({ left: start.left + 8, top: start.top + 10 });
    engine.undo();
    expect(engine.getObject(id)).toMatchObject({ left: start.left + 10, top: start.top + 10 });
    engine.undo();
    engine.undo();
    expect(engine.getObject(id)).toMatchObject({ left: start.left, top: start.top });
    engine.redo();
    expect(engine.getObject(id)!.left).toBe(start.left + 10);
    for (const name of ['nudge-left-far', 'nudge-up-far', 'nudge-down-far'])
      expect(engine.execute(name)).toBe(true);
    expect(engine.getObject(id)).toMatchObject({ left: start.left, top: start.top });
  });

  it('Ctrl+C, Ctrl+V on the keyboard copy and paste through the registry', async () => {
    const { engine, clipboard } = await setUp();
    engine.select(engine.addText('text', 'Keys'));
    blur();
    await userEvent.keyboard('{Control>}c{/Control}');
    await expect.poll(() => clipboard.items.length).toBe(1);
    await userEvent.keyboard('{Control>}v{/Control}');
    await expect.poll(() => engine.getObjects().length).toBe(2);
    await userEvent.keyboard('{Control>}x{/Control}');
    await expect.poll(() => engine.getObjects().length).toBe(1);
  });
});

describe('a paste from the browser menu', () => {
  it('pastes the event’s text, or our marked JSON, and leaves a field’s paste alone', async () => {
    const { engine } = await setUp();
    blur();
    const paste = (parts: Record<string, string>, target: EventTarget = globalThis.document.body) => {
      const data = new DataTransfer();
      for (const [type, text] of Object.entries(parts)) data.setData(type, text);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(paste({ 'text/plain': 'From the menu' })).toBe(true);
    await expect
      .poll(() => engine.getObjects().map((object) => (object as { text?: string }).text))
      .toEqual(['From the menu']);
    engine.select(engine.getObjects()[0]!.id);
    await engine.copy();
    const [original] = engine.getObjects();
    const json = JSON.stringify({ app: 'lienzo', version: 1, objects: [original] });
    expect(paste({ 'text/plain': `${CLIPBOARD_TEXT_MARKER}${json}` })).toBe(true);
    await expect.poll(() => engine.getObjects()).toHaveLength(2);
    expect(engine.getObjects()[1]).toMatchObject({ left: original!.left + 40, top: original!.top + 40 });

    const field = globalThis.document.createElement('input');
    globalThis.document.body.append(field);
    field.focus();
    expect(paste({ 'text/plain': 'Typed' }, field)).toBe(false);
    field.remove();
    expect(engine.getObjects()).toHaveLength(2);
  });
});
