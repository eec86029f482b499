/** Text measuring and painting for stickers, which draw on the canvas themselves. */

export interface FontSpec {
  size: number;
  family: string;
  weight?: string | number;
}

/** A CSS font shorthand; the family is quoted and falls back to Open Sans, then any sans-serif. */
export function cssFont({ size, family, weight = 'bold' }: FontSpec): string {
  return `${weight} ${size}px "${family.replace(/"/g, '')}", "Open Sans", sans-serif`;
}

let measuring: CanvasRenderingContext2D | null = null;

function measuringContext(): CanvasRenderingContext2D {
  if (!measuring) {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('This browser cannot measure text on a canvas');
    measuring = context;
  }
  return measuring;
}

export function textWidth(text: string, font: FontSpec): number {
  const context = measuringContext();
  context.font = cssFont(font);
  return context.measureText(text).width;
}

/** The width of the widest of `lines`. */
export function linesWidth(lines: readonly string[], font: FontSpec): number {
  return Math.max(0, ...lines.map((line) => textWidth(line, font)));
}

/** Paints lines centred on `centreX`, the first line's top at `top`, `lineHeight` pixels apart. */
export function paintLines(
  ctx: CanvasRenderingContext2D,
  lines: readonly string[],
  font: FontSpec,
  colour: string | CanvasGradient,
  centreX: number,
  top: number,
  lineHeight: number,
): void {
  ctx.font = cssFont(font);
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, index) => ctx.fillText(line, centreX, top + lineHeight * (index + 0.5)));
}

export function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, Math.max(0, Math.min(radius, width / 2, height / 2)));
}
