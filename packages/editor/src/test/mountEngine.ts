import type { DesignDocument } from '@lienzo/core';
import { Engine, type MountOptions } from '../Engine';

const mounted: { engine: Engine; host: HTMLElement }[] = [];

/** Mounts an engine on a fresh canvas in the page; {@link disposeEngines} cleans up after each test. */
export async function mountEngine(document?: DesignDocument, options: Omit<MountOptions, 'document'> = {}) {
  const host = globalThis.document.createElement('div');
  host.style.cssText = 'position:absolute;left:0;top:0;';
  const element = globalThis.document.createElement('canvas');
  host.append(element);
  globalThis.document.body.append(host);
  const engine = await Engine.mount(element, document ? { ...options, document } : options);
  mounted.push({ engine, host });
  const upper = host.querySelector<HTMLCanvasElement>('canvas.upper-canvas');
  if (!upper) throw new Error('Fabric did not create its interaction canvas');
  return { engine, element, upper };
}

export async function disposeEngines() {
  for (const { engine, host } of mounted.splice(0)) {
    await engine.dispose();
    host.remove();
  }
}

export interface DecodedPng {
  width: number;
  height: number;
  /** Every pixel as RGBA bytes, row by row. */
  data: Uint8ClampedArray;
  pixel(x: number, y: number): [number, number, number, number];
}

/** Decodes a PNG data URL the way a browser shows it, to check its size and pixels. */
export async function decodePng(dataUrl: string): Promise<DecodedPng> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = globalThis.document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  context.drawImage(image, 0, 0);
  const { width, height } = canvas;
  const { data } = context.getImageData(0, 0, width, height);
  return {
    width,
    height,
    data,
    pixel: (x, y) => {
      const at = (y * width + x) * 4;
      return [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
    },
  };
}

/** A pointer on Fabric's interaction canvas, at positions in CSS pixels of that canvas. */
export function pointerOn(upper: HTMLCanvasElement) {
  const rect = upper.getBoundingClientRect();
  const send = (type: string, point: { x: number; y: number }, buttons: number) =>
    upper.dispatchEvent(
      new PointerEvent(type, {
        clientX: rect.left + point.x,
        clientY: rect.top + point.y,
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons,
      }),
    );
  return {
    down: (point: { x: number; y: number }) => send('pointerdown', point, 1),
    move: (point: { x: number; y: number }) => send('pointermove', point, 1),
    up: (point: { x: number; y: number }) => send('pointerup', point, 0),
  };
}

/** Sends a whole drag gesture (down, five moves, up) to Fabric's interaction canvas. */
export function drag(upper: HTMLCanvasElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const pointer = pointerOn(upper);
  pointer.down(from);
  const steps = 5;
  for (let step = 1; step <= steps; step++) {
    pointer.move({
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
  }
  pointer.up(to);
}
