import type { Textbox } from 'fabric';
import type { PzText } from '@lienzo/core';

/** Fabric's decoration flags of a stored text decoration ("underline line-through" sets both). */
export function decorationFlags(decoration: PzText['textDecoration'] = '') {
  const parts = decoration.split(' ');
  return {
    underline: parts.includes('underline'),
    linethrough: parts.includes('line-through'),
    overline: parts.includes('overline'),
  };
}

/**
 * Fabric's "justify" stretches every line, the last of a paragraph too; a justified text in a design
 * tool leaves that line at the start, which is Fabric's "justify-left".
 */
export function fabricTextAlign(align: PzText['textAlign']): Textbox['textAlign'] {
  return align === 'justify' ? 'justify-left' : align;
}

/**
 * A change of the text itself while it is edited (a case change of the selection) keeps the caret and
 * the selection, and tells the hidden field Fabric types into, which would otherwise type the old text
 * back. Call before the change; the returned function puts them back after it.
 */
export function keepCaret(textbox: Textbox): () => void {
  const { selectionStart, selectionEnd } = textbox;
  return () => {
    const length = textbox._text.length;
    textbox.selectionStart = Math.min(selectionStart, length);
    textbox.selectionEnd = Math.min(selectionEnd, length);
    if (textbox.hiddenTextarea) textbox.hiddenTextarea.value = textbox.text;
    textbox._updateTextarea();
    textbox.canvas?.requestRenderAll();
  };
}
