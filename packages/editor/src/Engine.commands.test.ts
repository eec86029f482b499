import { afterEach, describe, expect, it } from 'vitest';
import type { DesignObject } from '@lienzo/core';
import type { Engine } from './Engine';
import type { PayloadCommandName } from './commands/payloads';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const objectOf = (engine: Engine, id: string) =>
  engine.getObject(id) as DesignObject & Record<string, unknown>;

/** A text, selected: what most payload commands act on. */
function addedText(engine: Engine): string {
  const id = engine.execute('add-text', { role: 'text', text: 'Hello' });
  if (!id) throw new Error('add-text did not run');
  return id;
}

/**
 * Each command with a payload, run through `execute` with its payload, and what shows that it ran. Typed as a
 * record of every payload command's name, so a command added to CommandPayloads without a case here does
 * not compile.
 */
const PAYLOAD_RUNS: Record<PayloadCommandName, (engine: Engine) => Promise<void>> = {
  'add-text': async (engine) => {
    const id = addedText(engine);
    expect(objectOf(engine, id).text).toBe('Hello');
    expect(engine.getSelection()).toBe(id);
  },
  'add-image': async (engine) => {
    const id = await engine.execute('add-image', { src: TEST_ASSETS.quadrantsPng });
    expect(id && objectOf(engine, id).type).toBe('pz-image');
  },
  'add-vector': async (engine) => {
    const id = await engine.execute('add-vector', { src: TEST_ASSETS.oneFillSvg, name: 'Star' });
    expect(id && objectOf(engine, id)).toMatchObject({ type: 'pz-vector', name: 'Star' });
  },
  'add-illustration': async (engine) => {
    const id = await engine.execute('add-illustration', { src: TEST_ASSETS.sceneSvg });
    expect(id && objectOf(engine, id).type).toBe('pz-illustration');
  },
  'add-fancy-text': async (engine) => {
    const id = engine.execute('add-fancy-text', { text: 'Fancy' });
    expect(id && objectOf(engine, id)).toMatchObject({ type: 'pz-ftext', text: 'Fancy' });
  },
  'add-sticker': async (engine) => {
    const id = engine.execute('add-sticker', { kind: 'MENTION', props: { text: '@lienzo' } });
    expect(id && objectOf(engine, id).type).toBe('pz-button');
  },
  'insert-object': async (engine) => {
    const id = engine.execute('insert-object', { type: 'pz-poll', at: { x: 200, y: 300 } });
    expect(id && objectOf(engine, id).type).toBe('pz-poll');
    expect(engine.getSelectedIds()).toEqual([id]);
  },
  'update-object': async (engine) => {
    const id = addedText(engine);
    engine.execute('update-object', { id, patch: { lineHeight: 2 } });
    expect(objectOf(engine, id).lineHeight).toBe(2);
  },
  'update-sticker': async (engine) => {
    const id = engine.execute('add-sticker', { kind: 'MENTION' }) as string;
    engine.execute('update-sticker', { id, patch: { text: '@OTHER' } });
    expect(objectOf(engine, id).text).toBe('@OTHER');
  },
  'update-fancy-text': async (engine) => {
    const id = engine.execute('add-fancy-text', {}) as string;
    engine.execute('update-fancy-text', { id, patch: { fill: '#ff0000' } });
    expect(objectOf(engine, id).fill).toBe('#ff0000');
  },
  'set-text-style': async (engine) => {
    const id = addedText(engine);
    await engine.execute('set-text-style', { id, style: { fontSize: 77 } });
    expect(objectOf(engine, id).fontSize).toBe(77);
  },
  'set-text-effects': async (engine) => {
    const id = addedText(engine);
    engine.execute('set-text-effects', { id, effects: { shadow: null } });
    expect(engine.getTextEffect(id, 'shadow')).toBeNull();
    engine.execute('text-shadow');
    expect(engine.getTextEffect(id, 'shadow')).not.toBeNull();
    engine.execute('set-text-effects', { id, effects: { shadow: null } });
    expect(engine.getTextEffect(id, 'shadow')).toBeNull();
  },
  'replace-image': async (engine) => {
    const id = (await engine.execute('add-image', { src: TEST_ASSETS.quadrantsPng })) as string;
    await engine.execute('replace-image', { id, src: TEST_ASSETS.tallPng });
    expect(objectOf(engine, id).src).toBe(TEST_ASSETS.tallPng);
  },
  'rename-layer': async (engine) => {
    const id = addedText(engine);
    expect(engine.execute('rename-layer', { id, name: 'Title' })).toBe(true);
    expect(objectOf(engine, id).name).toBe('Title');
  },
  'set-animation': async (engine) => {
    const id = addedText(engine);
    engine.execute('set-animation', { id, change: { effect: 'fade' } });
    expect(objectOf(engine, id).animationEffect).toBe('fade');
  },
  'style-selection': async (engine) => {
    const ids = [addedText(engine), addedText(engine)];
    engine.select(ids);
    await engine.execute('style-selection', { fill: '#00ff00' });
    for (const id of ids) expect(objectOf(engine, id).fill).toBe('#00ff00');
  },
  'set-selection-opacity': async (engine) => {
    const ids = [addedText(engine), addedText(engine)];
    engine.select(ids);
    engine.execute('set-selection-opacity', { opacity: 0.5 });
    for (const id of ids) expect(objectOf(engine, id).opacity).toBe(0.5);
  },
  'set-selection-angle': async (engine) => {
    const id = addedText(engine);
    engine.execute('set-selection-angle', { angle: 30 });
    expect(objectOf(engine, id).angle).toBe(30);
  },
  'set-selection-animation': async (engine) => {
    const id = addedText(engine);
    engine.execute('set-selection-animation', { effect: 'zoom' });
    expect(objectOf(engine, id).animationEffect).toBe('zoom');
  },
  'set-timeline-duration': async (engine) => {
    engine.execute('set-timeline-duration', { seconds: 12 });
    expect(engine.getTimelineDuration()).toBe(12);
  },
  'set-timeline-audio': async (engine) => {
    engine.execute('set-timeline-audio', { audio: { name: 'Song', src: '/uploads/song.mp3' } });
    expect(engine.getTimelineAudio()).toMatchObject({ name: 'Song', src: '/uploads/song.mp3' });
    engine.execute('set-timeline-audio', { audio: null });
    expect(engine.getTimelineAudio()).toBeNull();
  },
  'set-background-color': async (engine) => {
    engine.execute('set-background-color', { color: '#123456' });
    expect(engine.getBackground().background.color).toBe('#123456');
  },
  'set-background-image': async (engine) => {
    expect(await engine.execute('set-background-image', { src: TEST_ASSETS.halvesPng })).toBe(true);
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.halvesPng);
    expect(engine.execute('remove-background-image')).toBe(true);
    expect(engine.getBackground().background.image).toBeNull();
  },
  'set-pattern': async (engine) => {
    expect(await engine.execute('set-pattern', { src: TEST_ASSETS.tileSvg })).toBe(true);
    expect(engine.getBackground().pattern?.src).toBe(TEST_ASSETS.tileSvg);
    expect(engine.execute('clear-pattern')).toBe(true);
    expect(engine.getBackground().pattern).toBeNull();
  },
  'set-pattern-zoom': async (engine) => {
    await engine.execute('set-pattern', { src: TEST_ASSETS.tileSvg });
    engine.execute('set-pattern-zoom', { zoom: 200 });
    expect(engine.getBackground().pattern?.zoom).toBe(200);
  },
  'update-background-settings': async (engine) => {
    engine.execute('update-background-settings', { patch: { blur: 10 } });
    expect(engine.getBackground().settings).toMatchObject({ blur: 10 });
  },
  'apply-layout': async (engine) => {
    expect(engine.execute('apply-layout', { layout: { width: 400, height: 300, name: 'Card' } })).toBe(true);
    expect(engine.getLayout()).toMatchObject({ width: 400, height: 300 });
  },
  'fit-to-area': async (engine) => {
    engine.execute('fit-to-area', { width: 1200, height: 900 });
    // As Engine.document.test's fitToArea: the story is height-bound in a 1000 × 780 box.
    expect(engine.zoom).toBeCloseTo(780 / 960, 5);
  },
  'show-safe-zones': async (engine) => {
    engine.execute('show-safe-zones', { shown: true });
    expect(engine.safeZones.shown).toBe(true);
    engine.execute('show-safe-zones', { shown: false });
    expect(engine.safeZones.shown).toBe(false);
  },
  'show-page': async (engine) => {
    const first = engine.pageId;
    engine.execute('add-page');
    expect(engine.execute('show-page', { id: first })).toBe(true);
    expect(engine.pageId).toBe(first);
  },
  'move-page': async (engine) => {
    const first = engine.pageId;
    engine.execute('add-page');
    expect(engine.execute('move-page', { id: first, index: 1 })).toBe(true);
    expect(engine.getPages().map((page) => page.id)[1]).toBe(first);
  },
};

describe('commands with a typed payload (issue 25)', () => {
  for (const [name, run] of Object.entries(PAYLOAD_RUNS)) {
    it(`runs ${name} through execute`, async () => {
      const { engine } = await mountEngine();
      await run(engine);
    });
  }

  it('are the registered commands that take a payload, none with a shortcut', async () => {
    const { engine } = await mountEngine();
    const taking = engine.commands.all().filter((command) => command.takesPayload);
    expect(taking.map((command) => command.name).sort()).toEqual(Object.keys(PAYLOAD_RUNS).sort());
    for (const command of taking) expect(command.shortcuts ?? [], command.name).toEqual([]);
  });
});

describe('one refusal from every entry point (issue 25)', () => {
  const press = (init: KeyboardEventInit) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

  it('refuses a duplicate of the one hashtag alike from the keyboard and from a toolbar', async () => {
    const { engine } = await mountEngine();
    const refusals: { command: string; reason: string }[] = [];
    engine.on('refused', (refusal) => refusals.push(refusal));
    const hashtag = engine.execute('add-sticker', { kind: 'HASHTAG', props: { text: '#tbt' } }) as string;
    engine.select(hashtag);
    press({ key: 'd', ctrlKey: true });
    expect(engine.execute('duplicate')).toBe(false);
    expect(refusals).toEqual([
      { command: 'duplicate', reason: 'instagram.alerts.hashtag_exists' },
      { command: 'duplicate', reason: 'instagram.alerts.hashtag_exists' },
    ]);
    expect(engine.getObjects()).toHaveLength(1);
  });

  it('refuses a second hashtag from the drawer with the same refused event and notice key', async () => {
    const { engine } = await mountEngine();
    const refusals: { command: string; reason: string }[] = [];
    engine.on('refused', (refusal) => refusals.push(refusal));
    expect(engine.execute('add-sticker', { kind: 'HASHTAG' })).not.toBe(false);
    expect(engine.execute('add-sticker', { kind: 'HASHTAG' })).toBe(false);
    expect(refusals).toEqual([{ command: 'add-sticker', reason: 'instagram.alerts.hashtag_exists' }]);
    expect(engine.getObjects()).toHaveLength(1);
  });

  it('leaves a command that does not apply undone from either entry point, with its reason', async () => {
    const { engine } = await mountEngine();
    const id = addedText(engine);
    engine.select(id);
    const before = engine.getObjects();
    press({ key: 'ArrowUp', ctrlKey: true });
    expect(engine.execute('bring-forward')).toBe(false);
    expect(engine.getObjects()).toEqual(before);
    expect(engine.unavailableReason('bring-forward')).toEqual({ key: 'reasons.layer_top' });
  });
});

describe('the commands that apply to the selection (issue 25)', () => {
  const names = (engine: Engine, menu?: Parameters<Engine['commandsForSelection']>[0]) =>
    engine.commandsForSelection(menu).map((command) => command.name);

  it('lists text commands for a text, picture commands for a picture, arranging for several, none for nothing', async () => {
    const { engine } = await mountEngine();
    const text = addedText(engine);
    const picture = (await engine.execute('add-image', { src: TEST_ASSETS.quadrantsPng })) as string;

    engine.select(text);
    expect(names(engine)).toEqual(expect.arrayContaining(['text-bold', 'text-shadow', 'delete', 'undo']));
    expect(names(engine)).not.toEqual(expect.arrayContaining(['set-as-background']));
    expect(names(engine)).not.toContain('fancy-text-spacing');
    expect(names(engine)).not.toContain('distribute-horizontal');

    engine.select(picture);
    expect(names(engine)).toEqual(expect.arrayContaining(['set-as-background', 'start-crop', 'delete']));
    expect(names(engine)).not.toContain('text-bold');

    engine.select([text, picture]);
    expect(names(engine)).toEqual(
      expect.arrayContaining(['distribute-horizontal', 'tidy', 'group', 'delete']),
    );
    expect(names(engine)).not.toContain('text-bold');
    expect(names(engine)).not.toContain('set-as-background');

    engine.select(null);
    expect(names(engine)).toEqual(expect.arrayContaining(['paste', 'select-all', 'undo']));
    for (const name of ['delete', 'copy', 'text-bold', 'set-as-background', 'tidy'])
      expect(names(engine)).not.toContain(name);
  });

  it('applies a one-object command only while one object of its types is selected', async () => {
    const { engine } = await mountEngine();
    const text = addedText(engine);
    const picture = (await engine.execute('add-image', { src: TEST_ASSETS.quadrantsPng })) as string;

    engine.select(picture);
    expect(engine.getSelectionOf(['pz-image'])).toBe(picture);
    expect(engine.getSelectionOf(['pz-text', 'pz-ftext'])).toBeNull();
    expect(engine.canExecute('start-crop')).toBe(true);
    expect(engine.canExecute('text-bold')).toBe(false);

    engine.select(text);
    expect(engine.getSelectionOf(['pz-text', 'pz-ftext'])).toBe(text);
    expect(engine.canExecute('start-crop')).toBe(false);
    expect(engine.canExecute('text-bold')).toBe(true);

    engine.select([text, picture]);
    expect(engine.getSelectionOf(['pz-image', 'pz-text'])).toBeNull();
    expect(engine.canExecute('adapt-image-to-canvas')).toBe(false);
  });

  it("lists a menu's commands in its order: the Layer toolbar, the object and canvas menus", async () => {
    const { engine } = await mountEngine();
    const picture = (await engine.execute('add-image', { src: TEST_ASSETS.quadrantsPng })) as string;
    engine.select(picture);
    expect(names(engine, 'layer-toolbar')).toEqual([
      'flip-horizontal',
      'flip-vertical',
      'duplicate',
      'bring-forward',
      'send-backward',
      'rotate',
      'delete',
    ]);
    expect(names(engine, 'object-menu')).toEqual([
      'copy',
      'cut',
      'paste',
      'duplicate',
      'delete',
      'lock',
      'unlock',
      'bring-forward',
      'bring-to-front',
      'send-backward',
      'send-to-back',
      'group',
      'ungroup',
      'set-as-background',
    ]);
    expect(names(engine, 'align-menu')).toHaveLength(6);
    engine.select([picture, addedText(engine)]);
    expect(names(engine, 'align-menu')).toHaveLength(9);
    expect(names(engine, 'object-menu')).not.toContain('set-as-background');
    engine.select(null);
    expect(names(engine, 'canvas-menu')).toEqual(['paste', 'select-all']);
    expect(names(engine, 'layer-toolbar')).toEqual([]);
  });
});

describe('command labels (issue 25)', () => {
  it('has each registered command labelled in English and Spanish', async () => {
    const { engine } = await mountEngine();
    // The web app's locale files, as the test server serves them (the editor imports nothing from apps/*).
    const locale = async (lang: string): Promise<unknown> =>
      (await fetch(`/apps/web/public/dist/i18n/locale-${lang}.json`)).json();
    const [en, es] = await Promise.all([locale('en'), locale('es')]);
    const at = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const { name, labelKey } of engine.commands.all()) {
      expect(typeof at(en, labelKey), `${name}: ${labelKey}`).toBe('string');
      expect(typeof at(es, labelKey), `${name}: ${labelKey}`).toBe('string');
    }
  });
});
