import { describe, expect, it } from 'vitest';
import { carriesInsertItem, dropPoint, INSERT_DRAG_TYPE, readInsertItem } from './insertDrag';

const CANVAS = { left: 300, top: 120, width: 270, height: 480 };

describe('drop point', () => {
  it('turns a pointer on the canvas into layout units at the zoom it is shown at', () => {
    // A story (540 × 960) shown at 50 %.
    expect(dropPoint({ clientX: 300, clientY: 120 }, CANVAS, 0.5)).toEqual({ x: 0, y: 0 });
    expect(dropPoint({ clientX: 435, clientY: 360 }, CANVAS, 0.5)).toEqual({ x: 270, y: 480 });
    expect(dropPoint({ clientX: 570, clientY: 600 }, CANVAS, 0.5)).toEqual({ x: 540, y: 960 });
    // Zoomed in to 200 %, the same screen distance is a quarter of the layout distance.
    expect(dropPoint({ clientX: 400, clientY: 220 }, { ...CANVAS, width: 1080, height: 1920 }, 2)).toEqual({
      x: 50,
      y: 50,
    });
  });

  it('follows the canvas when the page scrolled it (its on-screen corner moved)', () => {
    const scrolled = { ...CANVAS, top: CANVAS.top - 200 };
    expect(dropPoint({ clientX: 435, clientY: 160 }, scrolled, 0.5)).toEqual({ x: 270, y: 480 });
  });

  it('is null outside the canvas and for a broken zoom', () => {
    expect(dropPoint({ clientX: 299, clientY: 200 }, CANVAS, 0.5)).toBeNull();
    expect(dropPoint({ clientX: 400, clientY: 601 }, CANVAS, 0.5)).toBeNull();
    expect(dropPoint({ clientX: 571, clientY: 200 }, CANVAS, 0.5)).toBeNull();
    expect(dropPoint({ clientX: 400, clientY: 119 }, CANVAS, 0.5)).toBeNull();
    expect(dropPoint({ clientX: 400, clientY: 200 }, CANVAS, 0)).toBeNull();
    expect(dropPoint({ clientX: 400, clientY: 200 }, CANVAS, Number.NaN)).toBeNull();
  });
});

describe('drag data', () => {
  it("carries the layer's name, within its limit", () => {
    const item = { kind: 'vector', src: '/icons/mdi/heart.svg', name: 'Icono: corazón' };
    expect(readInsertItem(JSON.stringify(item))).toEqual(item);
    expect(readInsertItem(JSON.stringify({ ...item, name: 'x'.repeat(101) }))).toEqual({
      kind: 'vector',
      src: '/icons/mdi/heart.svg',
    });
    expect(readInsertItem(JSON.stringify({ ...item, name: 7 }))).toEqual({
      kind: 'vector',
      src: '/icons/mdi/heart.svg',
    });
  });

  it('reads our own items and nothing else', () => {
    expect(readInsertItem(JSON.stringify({ kind: 'image', src: '/uploads/a.jpg' }))).toEqual({
      kind: 'image',
      src: '/uploads/a.jpg',
    });
    expect(readInsertItem(JSON.stringify({ kind: 'vector', src: '/icons/x.svg', extra: 1 }))).toEqual({
      kind: 'vector',
      src: '/icons/x.svg',
    });
    for (const bad of [
      'not json',
      'null',
      '"/uploads/a.jpg"',
      JSON.stringify({ kind: 'script', src: '/x.js' }),
      JSON.stringify({ kind: 'image' }),
      JSON.stringify({ kind: 'image', src: '' }),
      JSON.stringify({ kind: 'image', src: 7 }),
      JSON.stringify({ kind: 'image', src: `/${'a'.repeat(3000)}` }),
    ]) {
      expect(readInsertItem(bad)).toBeNull();
    }
  });

  it('tells our drags from files and links', () => {
    expect(carriesInsertItem([INSERT_DRAG_TYPE])).toBe(true);
    expect(carriesInsertItem(['Files'])).toBe(false);
    expect(carriesInsertItem(['text/uri-list', 'text/plain'])).toBe(false);
  });
});
