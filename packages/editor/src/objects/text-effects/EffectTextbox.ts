import { Point, Textbox } from 'fabric';
import type { TextCurve, TextHighlight } from '@lienzo/core';
import { curveFrame, placeOnCurve, type CurveFrame, type StraightGlyph } from './textCurve';

type TextboxOptions = NonNullable<ConstructorParameters<typeof Textbox>[1]>;

export interface EffectTextboxOptions extends TextboxOptions {
  curve?: TextCurve | null;
  highlight?: TextHighlight | null;
}

/**
 * A Fabric textbox that also draws our text effects: a curve and a highlight box (outline and shadow are
 * Fabric's own stroke and shadow).
 *
 * The curve is drawn here rather than with Fabric's text-on-a-path (`path`): on a path Fabric lays every
 * line on the same path, takes the path's box as the text's size (so wrapping by width stops), and its
 * caret, selection and click-to-character still work on the straight layout. Here each glyph keeps the
 * position Fabric measured and is only bent onto an arc when drawn, one arc per line; while the text is
 * edited it is drawn straight, so typing, the caret and the selection are exactly Fabric's.
 *
 * The outline is a stroke behind the fill; it does not change the box (Fabric would grow the box by the
 * stroke width and move the text), like a shadow or the highlight's padding it draws outside it.
 */
export class EffectTextbox extends Textbox {
  static override textLayoutProperties = [...Textbox.textLayoutProperties, 'curve'];
  static override cacheProperties = [...Textbox.cacheProperties, 'curve', 'highlight'];

  declare curve?: TextCurve | null;
  declare highlight?: TextHighlight | null;
  /** The curved layout (top at 0) of the last measure, while the text is shown curved. */
  private frame: CurveFrame | null = null;

  constructor(text: string, options: EffectTextboxOptions) {
    super(text, options);
    // Fields of a subclass are set after Fabric measured the text in its constructor: measure again.
    this.initDimensions();
  }

  /** Curved now: a curve is set and the text is not being edited. */
  get isCurved(): boolean {
    return Boolean(this.curve) && !this.isEditing;
  }

  override calcTextHeight(): number {
    const straight = super.calcTextHeight();
    if (!this.curve || this.isEditing || !this.initialized) {
      this.frame = null;
      return straight;
    }
    this.frame = curveFrame(this.curve, this.straightGlyphs(), 0);
    return this.frame.maxY - this.frame.minY;
  }

  /** Every glyph as Fabric laid it out straight, relative to the box's middle. */
  private straightGlyphs(): StraightGlyph[] {
    const glyphs: StraightGlyph[] = [];
    let lineOffset = 0;
    for (let line = 0; line < this._textLines.length; line++) {
      this.getLineWidth(line);
      const lineLeft = -this.width / 2 + this._getLineLeftOffset(line);
      const bounds = this.__charBounds[line] ?? [];
      for (let index = 0; index < this._textLines[line]!.length; index++) {
        const box = bounds[index];
        if (!box) continue;
        const fontSize = this.getValueOfPropertyAt(line, index, 'fontSize') as number;
        glyphs.push({
          centreX: lineLeft + box.left + box.width / 2,
          lineOffset,
          ascent: fontSize * (this._fontSizeMult - this._fontSizeFraction),
          descent: fontSize * this._fontSizeFraction,
          width: box.width,
        });
      }
      lineOffset += this.getHeightOfLine(line);
    }
    return glyphs;
  }

  override _getNonTransformedDimensions(): Point {
    return new Point(this.width, this.height);
  }

  override _getTransformedDimensions(options: object = {}): Point {
    return super._getTransformedDimensions({ ...options, strokeWidth: 0 });
  }

  /** How far the drawing may reach outside the box on each side: outline, highlight, curve ends. */
  private overhang(): number {
    const stroke = this.stroke ? this.strokeWidth : 0;
    const padding = this.highlight?.padding ?? 0;
    const frame = this.isCurved ? this.frame : null;
    const curveEnds = frame ? Math.max(0, -frame.minX - this.width / 2, frame.maxX - this.width / 2) : 0;
    return stroke + padding + curveEnds;
  }

  override _getCacheCanvasDimensions() {
    const dims = super._getCacheCanvasDimensions();
    const overhang = this.overhang();
    dims.width += 2 * overhang * dims.zoomX;
    dims.height += 2 * overhang * dims.zoomY;
    return dims;
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    this.renderHighlight(ctx);
    super._render(ctx);
  }

  /** The rounded box behind the text: around the glyphs (straight or curved), `padding` outside them. */
  private renderHighlight(ctx: CanvasRenderingContext2D): void {
    const highlight = this.highlight;
    if (!highlight) return;
    const { left, right } = this.textExtent();
    const top = -this.height / 2 - highlight.padding;
    const width = right - left + 2 * highlight.padding;
    const height = this.height + 2 * highlight.padding;
    ctx.save();
    ctx.fillStyle = highlight.color;
    ctx.beginPath();
    ctx.roundRect(
      left - highlight.padding,
      top,
      width,
      height,
      Math.min(highlight.radius, width / 2, height / 2),
    );
    ctx.fill();
    ctx.restore();
  }

  /** The left and right of the drawn glyphs. */
  private textExtent(): { left: number; right: number } {
    const frame = this.isCurved ? this.frame : null;
    if (frame) return { left: frame.minX, right: frame.maxX };
    let left = Infinity;
    let right = -Infinity;
    for (let line = 0; line < this._textLines.length; line++) {
      const start = -this.width / 2 + this._getLineLeftOffset(line);
      left = Math.min(left, start);
      right = Math.max(right, start + this.getLineWidth(line));
    }
    return left <= right ? { left, right } : { left: 0, right: 0 };
  }

  override _renderTextLinesBackground(ctx: CanvasRenderingContext2D): void {
    // Per-line background boxes and underlines follow straight lines; a curved text has neither.
    if (!this.isCurved) super._renderTextLinesBackground(ctx);
  }

  override _renderTextDecoration(
    ctx: CanvasRenderingContext2D,
    type: 'underline' | 'linethrough' | 'overline',
  ) {
    if (!this.isCurved) super._renderTextDecoration(ctx, type);
  }

  override _renderChars(
    method: 'fillText' | 'strokeText',
    ctx: CanvasRenderingContext2D,
    line: string[],
    left: number,
    top: number,
    lineIndex: number,
  ): void {
    const curve = this.curve;
    const frame = this.frame;
    if (!curve || !frame || this.isEditing) {
      super._renderChars(method, ctx, line, left, top, lineIndex);
      return;
    }
    let lineOffset = 0;
    for (let previous = 0; previous < lineIndex; previous++) lineOffset += this.getHeightOfLine(previous);
    const centreY = frame.centreY - this.height / 2;
    const bounds = this.__charBounds[lineIndex] ?? [];
    for (let index = 0; index < line.length; index++) {
      const box = bounds[index];
      if (!box) continue;
      const placed = placeOnCurve(curve, centreY, {
        centreX: left + box.left + box.width / 2,
        lineOffset,
        ascent: 0,
        descent: 0,
        width: box.width,
      });
      ctx.save();
      ctx.translate(placed.x, placed.y);
      ctx.rotate(placed.angle);
      this._renderChar(method, ctx, lineIndex, index, line[index]!, -box.width / 2, 0);
      ctx.restore();
    }
  }

  override enterEditingImpl(): void {
    super.enterEditingImpl();
    this.remeasureInPlace();
  }

  override exitEditingImpl(): void {
    super.exitEditingImpl();
    this.remeasureInPlace();
  }

  /** A curved text is straight while edited: its height changes, its top-left corner stays put. */
  private remeasureInPlace(): void {
    if (!this.curve) return;
    const corner = this.getPositionByOrigin('left', 'top');
    this.initDimensions();
    this.setPositionByOrigin(corner, 'left', 'top');
    this.setCoords();
    this.dirty = true;
  }
}
