import { classRegistry, type Textbox } from 'fabric';
import type { TextListStyle } from '@lienzo/core';
import { EffectTextbox, type EffectTextboxOptions } from '../text-effects/EffectTextbox';

type GraphemeData = Parameters<Textbox['_wrapLine']>[2];

export interface ListTextboxOptions extends EffectTextboxOptions {
  listStyle?: TextListStyle;
}

/** Room between a list marker and its paragraph's text, in ems. */
const MARKER_GAP = 0.35;

/**
 * A pz-text textbox (with its effects) that can be a list (issue 21): each paragraph (typed line) gets a bullet or its
 * number, drawn in a hanging indent that every line of the list keeps. The markers are drawn, not
 * typed: the text stays the user's, and Enter starts a new listed paragraph by itself. Wrapping,
 * caret, selection and decorations all go through Fabric's line offset, so editing stays in step.
 */
export class ListTextbox extends EffectTextbox {
  static override type = 'ListTextbox';
  static override textLayoutProperties = [...EffectTextbox.textLayoutProperties, 'listStyle'];
  static override cacheProperties = [...EffectTextbox.cacheProperties, 'listStyle'];

  declare listStyle: TextListStyle;

  constructor(text: string, options: ListTextboxOptions = {}) {
    super(text, { listStyle: 'none', ...options });
  }

  /** The hanging indent: wide enough for the widest number of the list. */
  listIndent(): number {
    if (!this.listStyle || this.listStyle === 'none') return 0;
    if (this.listStyle === 'bullet') return this.fontSize * 1.1;
    const digits = String(this.text.split('\n').length).length;
    return this.fontSize * (0.6 * digits + 0.5 + MARKER_GAP);
  }

  override _wrapLine(
    lineIndex: number,
    desiredWidth: number,
    data: GraphemeData,
    reservedSpace = 0,
  ): string[][] {
    return super._wrapLine(lineIndex, desiredWidth, data, reservedSpace + this.listIndent());
  }

  override enlargeSpaces(): void {
    const indent = this.listIndent();
    if (indent === 0) {
      super.enlargeSpaces();
      return;
    }
    // Justified lines fill the width left after the indent; Fabric reads the width from the object.
    const width = this.width;
    this.width = width - indent;
    try {
      super.enlargeSpaces();
    } finally {
      this.width = width;
    }
  }

  override _getLineLeftOffset(lineIndex: number): number {
    const offset = super._getLineLeftOffset(lineIndex);
    const indent = this.listIndent();
    if (indent === 0) return offset;
    // Fabric spread the free space over the whole width; the indent takes its share at the start.
    if (this.textAlign === 'center') return offset + indent / 2;
    if (this.textAlign === 'right') return offset;
    return offset + indent;
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    super._render(ctx);
    // A curved text bends its glyphs when drawn; its markers would stay straight, so it shows none.
    if (this.listIndent() > 0 && !this.isCurved) this.renderMarkers(ctx);
  }

  private renderMarkers(ctx: CanvasRenderingContext2D): void {
    const left = this._getLeftOffset();
    let top = this._getTopOffset();
    for (let line = 0; line < this._textLines.length; line++) {
      const paragraph = this._styleMap[line]?.line ?? line;
      const startsParagraph = line === 0 || this._styleMap[line - 1]?.line !== paragraph;
      if (startsParagraph) {
        const style = this.getCompleteStyleDeclaration(line, 0);
        const lineHeight = this.getHeightOfLine(line) / this.lineHeight;
        ctx.save();
        ctx.font = this._getFontDeclaration(style);
        ctx.fillStyle = typeof style.fill === 'string' ? style.fill : String(this.fill);
        ctx.textAlign = 'right';
        ctx.textBaseline = 'alphabetic';
        const marker = this.listStyle === 'bullet' ? '•' : `${paragraph + 1}.`;
        const x = left + this._getLineLeftOffset(line) - style.fontSize * MARKER_GAP;
        ctx.fillText(marker, x, top + lineHeight * (1 - this._fontSizeFraction));
        ctx.restore();
      }
      top += this.getHeightOfLine(line);
    }
  }
}

classRegistry.setClass(ListTextbox);
