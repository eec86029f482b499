import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  migrate,
  TEXT_EFFECT_DEFAULTS,
  type PzText,
  type TextEffectName,
  type TextEffects,
} from '@lienzo/core';
import { EffectTextbox } from './objects/text-effects/EffectTextbox';
import { difference, pixelsOf, viewOf } from './test/framePixels';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function text(object: unknown): PzText {
  expect(object).toMatchObject({ type: 'pz-text' });
  return object as PzText;
}

const EFFECTS: TextEffects = {
  outline: { color: '#ff3366', width: 4 },
  shadow: { color: '#1a1a1a', blur: 6, offsetX: 5, offsetY: -3, opacity: 0.6 },
  curve: { radius: 240, direction: 'down' },
  highlight: { color: 'rgba(255, 224, 102, 0.8)', padding: 12, radius: 10 },
};

const NO_EFFECTS: TextEffects = { outline: null, shadow: null, curve: null, highlight: null };

function textboxOf(engine: Awaited<ReturnType<typeof mountEngine>>['engine'], id: string): EffectTextbox {
  const object = viewOf(engine)
    .canvas.getObjects()
    .find(
      (candidate) => candidate instanceof EffectTextbox && candidate.text === text(engine.getObject(id)).text,
    );
  if (!(object instanceof EffectTextbox)) throw new Error('no textbox drawn for the text');
  return object;
}

describe('text effect commands', () => {
  it.each(['outline', 'shadow', 'curve', 'highlight'] as TextEffectName[])(
    'switches the %s on with its defaults and off again, each one undo step',
    async (effect) => {
      const { engine } = await mountEngine();
      const id = engine.addText('title', 'Summer sale');
      expect(engine.execute(`text-${effect}`)).toBe(true);
      expect(text(engine.getObject(id))[effect]).toEqual(TEXT_EFFECT_DEFAULTS[effect]);
      expect(engine.execute(`text-${effect}`)).toBe(true);
      expect(text(engine.getObject(id))[effect]).toBeNull();
      engine.undo();
      expect(text(engine.getObject(id))[effect]).toEqual(TEXT_EFFECT_DEFAULTS[effect]);
      engine.undo();
      expect(text(engine.getObject(id))[effect]).toBeNull();
      engine.redo();
      expect(text(engine.getObject(id))[effect]).toEqual(TEXT_EFFECT_DEFAULTS[effect]);
    },
  );

  it('applies only to one selected text, with its label key', async () => {
    const { engine } = await mountEngine();
    engine.addFancyText('Fancy');
    expect(engine.execute('text-shadow')).toBe(false);
    engine.select(null);
    expect(engine.execute('text-outline')).toBe(false);
    expect(engine.commands.get('text-curve')?.labelKey).toBe('commands.text-curve');
  });
});

describe('setTextEffects', () => {
  it('draws the outline as a stroke behind the fill without moving the box', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Outlined');
    const box = textboxOf(engine, id);
    const before = box.getBoundingRect();
    engine.setTextEffects(id, { outline: { color: '#ff3366', width: 5 } });
    expect(box).toMatchObject({ stroke: '#ff3366', strokeWidth: 10, paintFirst: 'stroke' });
    expect(box.getBoundingRect()).toEqual(before);
    engine.undo();
    expect(box.stroke).toBeNull();
    engine.redo();
    expect(box.stroke).toBe('#ff3366');
  });

  it('gives the shadow its opacity on top of its colour', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Shadowed');
    engine.setTextEffects(id, {
      shadow: { color: '#ff0000', blur: 4, offsetX: 3, offsetY: 6, opacity: 0.5 },
    });
    expect(textboxOf(engine, id).shadow).toMatchObject({
      color: 'rgba(255,0,0,0.5)',
      blur: 4,
      offsetX: 3,
      offsetY: 6,
    });
    engine.undo();
    expect(textboxOf(engine, id).shadow).toBeNull();
    engine.redo();
    expect(textboxOf(engine, id).shadow).not.toBeNull();
  });

  it('curves the text both ways; the record takes the curved height; undo straightens it', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Curved text on an arc');
    const straight = text(engine.getObject(id)).height;
    engine.setTextEffects(id, { curve: { radius: 120, direction: 'up' } });
    const up = text(engine.getObject(id));
    expect(up.curve).toEqual({ radius: 120, direction: 'up' });
    expect(up.height).toBeGreaterThan(straight * 1.5);
    expect(textboxOf(engine, id).height).toBeCloseTo(up.height, 1);
    engine.setTextEffects(id, { curve: { radius: 120, direction: 'down' } });
    expect(text(engine.getObject(id)).curve?.direction).toBe('down');
    engine.undo();
    engine.undo();
    expect(text(engine.getObject(id))).toMatchObject({ curve: null, height: straight });
    expect(textboxOf(engine, id).height).toBeCloseTo(straight, 1);
    engine.redo();
    expect(text(engine.getObject(id)).curve).toEqual({ radius: 120, direction: 'up' });
  });

  it('sets a highlight and takes it back', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Highlighted');
    engine.setTextEffects(id, { highlight: { color: '#ffe066', padding: 10, radius: 12 } });
    expect(textboxOf(engine, id).highlight).toEqual({ color: '#ffe066', padding: 10, radius: 12 });
    engine.undo();
    expect(textboxOf(engine, id).highlight).toBeNull();
    engine.redo();
    expect(text(engine.getObject(id)).highlight).toEqual({ color: '#ffe066', padding: 10, radius: 12 });
  });

  it('makes a slider drag one undo step', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Drag me');
    engine.execute('text-outline');
    for (const width of [4, 6, 9, 12]) {
      engine.setTextEffects(id, { outline: { color: '#ffffff', width } }, { merge: true });
    }
    engine.endGesture();
    expect(text(engine.getObject(id)).outline?.width).toBe(12);
    engine.undo();
    expect(text(engine.getObject(id)).outline).toEqual(TEXT_EFFECT_DEFAULTS.outline);
  });

  it('refuses values beyond their limits and other object types, changing nothing', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Limits');
    const before = engine.toDocument();
    expect(() => engine.setTextEffects(id, { outline: { color: '#fff', width: 41 } })).toThrow(RangeError);
    expect(() => engine.setTextEffects(id, { curve: { radius: 10, direction: 'up' } })).toThrow(RangeError);
    expect(() =>
      engine.setTextEffects(id, {
        shadow: { color: 'javascript:alert(1)', blur: 1, offsetX: 0, offsetY: 0, opacity: 1 },
      }),
    ).toThrow(RangeError);
    const fancy = engine.addFancyText('Fancy');
    expect(() => engine.setTextEffects(fancy, { outline: { color: '#fff', width: 2 } })).toThrow(
      /no text effects/,
    );
    engine.undo();
    expect(engine.toDocument()).toEqual(before);
  });
});

describe('curved text stays editable', () => {
  it('is drawn straight while edited, takes typing, and is curved again in place afterwards', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Curved');
    engine.setTextEffects(id, { curve: { radius: 150, direction: 'up' } });
    const curved = text(engine.getObject(id));
    const box = textboxOf(engine, id);
    engine.select(null);
    const centre = box.getCenterPoint();
    await userEvent.dblClick(upper, { position: { x: centre.x * engine.zoom, y: centre.y * engine.zoom } });
    expect(box.isEditing).toBe(true);
    expect(box.isCurved).toBe(false);
    expect(box.height).toBeLessThan(curved.height);
    await userEvent.keyboard('{Control>}a{/Control}Curvy words');
    await userEvent.keyboard('{Escape}');
    const edited = text(engine.getObject(id));
    expect(edited).toMatchObject({ text: 'Curvy words', curve: { radius: 150, direction: 'up' } });
    expect(box.isCurved).toBe(true);
    expect({ left: edited.left, top: edited.top }).toEqual({ left: curved.left, top: curved.top });
    expect(box.height).toBeCloseTo(edited.height, 1);
  });
});

describe('text effects in the saved design', () => {
  it('round-trip exactly through save and load', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Every effect\nat once');
    engine.setTextEffects(id, EFFECTS);
    const saved = JSON.parse(JSON.stringify(engine.toDocument()));
    expect(migrate(saved)).toEqual({ ok: true, document: saved, applied: [] });
    const { engine: reopened } = await mountEngine();
    const result = await reopened.load(saved);
    expect(result.warnings).toEqual([]);
    expect(reopened.toDocument()).toEqual(saved);
    expect(text(reopened.getObject(id))).toMatchObject(EFFECTS);
  });

  it('reads a text stored before effects existed as having none, drawn as before', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Older design');
    const stored = JSON.parse(JSON.stringify(engine.toDocument()));
    for (const name of Object.keys(NO_EFFECTS)) delete stored.pages[0].objects[0][name];
    const before = engine.exportPng();
    const { engine: reopened } = await mountEngine();
    expect((await reopened.load(stored)).warnings).toEqual([]);
    expect(text(reopened.getObject(id))).toMatchObject(NO_EFFECTS);
    const [a, b] = await Promise.all([decodePng(before), decodePng(reopened.exportPng())]);
    expect(difference(a.data, b.data).pixels).toBe(0);
  });

  it('exports exactly what the canvas shows', async () => {
    const { engine, element } = await mountEngine();
    const id = engine.addText('title', 'Shown as exported');
    engine.setTextEffects(id, EFFECTS);
    engine.select(null);
    engine.setZoom(1);
    viewOf(engine).canvas.renderAll();
    const exported = await decodePng(engine.exportPng());
    const shown = pixelsOf(element);
    expect({ width: element.width, height: element.height }).toEqual({
      width: exported.width,
      height: exported.height,
    });
    expect(difference(shown, exported.data).pixels).toBeLessThan(exported.width * exported.height * 0.001);
  });
});
