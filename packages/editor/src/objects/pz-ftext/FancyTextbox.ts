import { classRegistry, Textbox, type TextboxProps } from 'fabric';
import { getFtextShape } from '@lienzo/core';
import { shapeFrameFor, type ShapeFrame } from './shapeFrame';

export interface FancyTextboxOptions extends Partial<TextboxProps> {
  shapeId: string;
  shapeColor: string;
  shapePadding: number;
  /** Characters per line; 0 keeps each typed line whole. */
  maxCharsPerLine: number;
}

/**
 * Fancy text (SPEC §3 pz-ftext): a textbox drawn on its decorative shape. Its width and height are the
 * shape's, sized to the text, so selection, hit-testing and in-canvas editing work as for any textbox.
 * Lines break at a number of characters, not at the box's width.
 */
export class FancyTextbox extends Textbox {
  static override type = 'FancyTextbox';
  static override textLayoutProperties = [
    ...Textbox.textLayoutProperties,
    'shapeId',
    'shapePadding',
    'maxCharsPerLine',
  ];

  /** Changes that must repaint the cached image even when the size stays the same. */
  static override cacheProperties = [...Textbox.cacheProperties, 'shapeId', 'shapeColor', 'shapePadding'];

  declare shapeId: string;
  declare shapeColor: string;
  declare shapePadding: number;
  declare maxCharsPerLine: number;
  // Set by every measure, which Fabric already runs inside the constructor: no initialisers here.
  /** Where the text's own box sits inside the shape. */
  declare private frame: ShapeFrame;
  declare private textWidth: number;

  constructor(text: string, options: FancyTextboxOptions) {
    super(text, options);
    // The width follows the text: the side handles that set a textbox's width do not apply.
    this.setControlsVisibility({ ml: false, mr: false });
  }

  override initDimensions(): void {
    if (!this.initialized) return;
    super.initDimensions();
    let textWidth = 0;
    for (let line = 0; line < this._textLines.length; line++)
      textWidth = Math.max(textWidth, this.getLineWidth(line));
    // An empty text still shows its shape and a caret.
    this.textWidth = Math.max(textWidth, this.fontSize / 2);
    this.frame = shapeFrameFor(this.shapeId, this.textWidth, this.height, this.shapePadding ?? 0);
    this.width = this.frame.width;
    this.height = this.frame.height;
  }

  /** Breaks each typed line at spaces so that no line exceeds `maxCharsPerLine` characters. */
  override _wrapText(lines: string[]): string[][] {
    const limit = this.maxCharsPerLine > 0 ? this.maxCharsPerLine : Infinity;
    const wrapped: string[][] = [];
    for (const text of lines) {
      let line: string[] = [];
      let started = false;
      // Fabric's convention: a wrapped line drops the one space it broke at, words keep theirs.
      for (const word of text.split(this._wordJoiners).map((part) => this.graphemeSplit(part))) {
        if (started && line.length + 1 + word.length > limit) {
          wrapped.push(line);
          line = [...word];
        } else {
          line = started ? [...line, ' ', ...word] : [...word];
        }
        started = true;
      }
      wrapped.push(line);
    }
    this.dynamicMinWidth = 0;
    return wrapped;
  }

  override _getLeftOffset(): number {
    return -this.width / 2 + this.frame.textX;
  }

  override _getTopOffset(): number {
    return -this.height / 2 + this.frame.textY;
  }

  /** Alignment is within the text's own box, not the whole shape. */
  override _getLineLeftOffset(lineIndex: number): number {
    const shapeWidth = this.width;
    this.width = this.textWidth;
    try {
      return super._getLineLeftOffset(lineIndex);
    } finally {
      this.width = shapeWidth;
    }
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    const shape = getFtextShape(this.shapeId);
    if (shape) {
      ctx.save();
      ctx.fillStyle = this.shapeColor;
      ctx.translate(-this.width / 2, -this.height / 2);
      ctx.fill(new Path2D(shape.pathFor(this.width, this.height)));
      ctx.restore();
    }
    super._render(ctx);
  }
}

classRegistry.setClass(FancyTextbox);
