import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TEXT_EFFECT_DEFAULTS, type DesignDocument, type PzText, firstPage } from '@lienzo/core';
import type { Engine } from './Engine';
import { disposeEngines, mountEngine } from './test/mountEngine';

// Issue 21 regression: a text made a list lost its listStyle in the saved design after a case change. The
// editor keeps it (these tests), the save keeps it (apps/server/src/routes/save-text-format.test.ts); the
// e2e run had been testing a server bundle built before listStyle existed, which dropped it (see
// e2e/support/buildFreshness.ts). Every text property must survive every command that is not about it.

afterEach(disposeEngines);

/** The text properties the toolbar's formats, alignment, lists and effects set. */
const KEPT = [
  'text',
  'listStyle',
  'textAlign',
  'textDecoration',
  'fontWeight',
  'fontStyle',
  'styles',
  'outline',
  'shadow',
  'curve',
  'highlight',
] as const;
type Kept = (typeof KEPT)[number];

/** The property a command is there to change, by its name; the others must stay as they were. */
function changedBy(command: string): Kept | null {
  if (command.startsWith('text-list-')) return 'listStyle';
  if (command.startsWith('text-align-')) return 'textAlign';
  if (command.startsWith('text-case-')) return 'text';
  const own: Record<string, Kept> = {
    'text-bold': 'fontWeight',
    'text-italic': 'fontStyle',
    'text-underline': 'textDecoration',
    'text-strikethrough': 'textDecoration',
    'text-outline': 'outline',
    'text-shadow': 'shadow',
    'text-curve': 'curve',
    'text-highlight': 'highlight',
  };
  return own[command] ?? null;
}

function kept(record: PzText): Pick<PzText, Kept> {
  return Object.fromEntries(KEPT.map((key) => [key, record[key]])) as Pick<PzText, Kept>;
}

function without(values: Pick<PzText, Kept>, key: Kept | null): Partial<PzText> {
  const copy: Partial<PzText> = { ...values };
  if (key !== null) delete copy[key];
  return copy;
}

function texts(document: DesignDocument): PzText[] {
  return firstPage(document).objects.filter((object): object is PzText => object.type === 'pz-text');
}

function textOf(engine: Engine, id: string): PzText {
  const object = engine.getObject(id);
  expect(object).toMatchObject({ type: 'pz-text' });
  return object as PzText;
}

/** A title with a list, an alignment, decorations, italic and every effect, each set by its command. */
async function formattedTitle() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const id = engine.addText('title', 'Hello world');
  for (const name of [
    'text-list-bullet',
    'text-align-right',
    'text-outline',
    'text-shadow',
    'text-curve',
    'text-highlight',
  ]) {
    expect(engine.execute(name), name).toBe(true);
  }
  await engine.toggleTextFormat(id, 'italic');
  await engine.toggleTextFormat(id, 'underline');
  await engine.toggleTextFormat(id, 'strikethrough');
  expect(textOf(engine, id)).toMatchObject({
    listStyle: 'bullet',
    textAlign: 'right',
    textDecoration: 'underline line-through',
    fontWeight: 'bold',
    fontStyle: 'italic',
    ...TEXT_EFFECT_DEFAULTS,
  });
  return { ...mounted, id };
}

/** Runs `name` on the selected text and waits until it has done what it does (some commands are async). */
async function runCommand(engine: Engine, id: string, name: string, before: PzText) {
  const count = engine.getObjects().length;
  if (name === 'copy' || name === 'cut') {
    // What a copy or cut keeps is what the paste brings back.
    expect(await (name === 'copy' ? engine.copy() : engine.cut())).toBe(true);
    await engine.paste();
    await expect.poll(() => texts(engine.toDocument()).length).toBe(name === 'copy' ? count + 1 : count);
    return;
  }
  expect(engine.execute(name), name).toBe(true);
  const key = changedBy(name);
  // Aligning a text the way it already is changes nothing; every other command here changes its property.
  if (key !== null && name !== `text-align-${before.textAlign}`) {
    await expect.poll(() => JSON.stringify(textOf(engine, id)[key])).not.toBe(JSON.stringify(before[key]));
  }
}

describe('text properties through every command', () => {
  it('keeps the list of a text through a case change, in the document and through a load', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Hello world');
    expect(engine.execute('text-list-bullet')).toBe(true);
    expect(engine.execute('text-case-upper')).toBe(true);
    expect(textOf(engine, id)).toMatchObject({ text: 'HELLO WORLD', listStyle: 'bullet' });
    const saved = engine.toDocument();
    expect(texts(saved)[0]).toMatchObject({ text: 'HELLO WORLD', listStyle: 'bullet' });

    const { engine: other } = await mountEngine();
    await other.load(JSON.parse(JSON.stringify(saved)));
    expect(other.toDocument()).toEqual(saved);
  });

  it('keeps the list through a case change of characters selected while editing, and leaving the text', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.execute('text-list-number');
    engine.select(null);
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{Control>}a{/Control}hola mundo');
    await userEvent.keyboard(`{Shift>}${'{ArrowLeft}'.repeat(5)}{/Shift}`);
    await expect.poll(() => textOf(engine, id).text).toBe('hola mundo');
    expect(engine.execute('text-case-upper')).toBe(true);
    expect(textOf(engine, id)).toMatchObject({ text: 'hola MUNDO', listStyle: 'number' });
    await userEvent.keyboard('{Escape}');
    // Leaving the text commits what Fabric holds (text:editing:exited): the list stays.
    await expect.poll(() => document.activeElement?.tagName).not.toBe('TEXTAREA');
    expect(texts(engine.toDocument())[0]).toMatchObject({ text: 'hola MUNDO', listStyle: 'number' });
  });

  it('keeps every other text property through each command that applies to a formatted text', async () => {
    const { engine, id } = await formattedTitle();
    const { engine: other } = await mountEngine();
    const start = engine.toDocument();
    const expected = kept(textOf(engine, id));
    const ran: string[] = [];
    for (const { name, predicate, takesPayload } of engine.commands.all()) {
      // Undo and redo have nothing to take back after a load; a paste is checked after copy and cut. A command
      // with a payload is run with one by Engine.commands.test.
      if (['undo', 'redo', 'paste'].includes(name) || takesPayload) continue;
      await engine.load(structuredClone(start));
      engine.select(id);
      if (predicate && !predicate(engine, undefined)) continue;
      await runCommand(engine, id, name, textOf(engine, id));
      ran.push(name);
      const document = engine.toDocument();
      const own = changedBy(name);
      for (const record of texts(document)) {
        expect(without(kept(record), own), `after ${name}`).toEqual(without(expected, own));
      }
      // What the command left is also what a save and a load keep.
      await other.load(JSON.parse(JSON.stringify(document)));
      expect(texts(other.toDocument()), `load after ${name}`).toEqual(texts(document));
    }
    expect(ran).toEqual(
      expect.arrayContaining([
        'text-case-upper',
        'text-case-title',
        'text-list-number',
        'text-align-left',
        'text-bold',
        'text-curve',
        'duplicate',
        'copy',
        'cut',
        'flip-horizontal',
        'align-left',
      ]),
    );
  });
});
