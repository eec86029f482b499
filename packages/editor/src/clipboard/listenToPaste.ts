import { CLIPBOARD_MIME, type ClipboardContent } from '@lienzo/core';
import { isTypingTarget } from '../keyboard/keyboard';
import type { ClipboardRead } from './systemClipboard';

/** What a paste event carries: no permission is needed to read it, but custom formats do not cross apps. */
export function readPasteEvent(data: DataTransfer): ClipboardRead {
  const image = [...data.files].find((file) => file.type.startsWith('image/')) ?? null;
  const text = (type: string) => data.getData(type) || undefined;
  const content: ClipboardContent = {
    lienzo: text(CLIPBOARD_MIME),
    text: text('text/plain'),
    html: text('text/html'),
    image: image ? { type: image.type, size: image.size } : undefined,
  };
  return { content, image };
}

/**
 * A paste from the browser's own menu (Ctrl/Cmd+V itself is a registered command) pastes on the canvas, unless
 * a text is being edited or a field has the focus, where it belongs.
 */
export function listenToPaste(
  ownerDocument: Document,
  target: { isEditingText(): boolean; paste(read: ClipboardRead): void },
): () => void {
  const onPaste = (event: ClipboardEvent) => {
    if (event.defaultPrevented || !event.clipboardData || target.isEditingText()) return;
    if (isTypingTarget(event.target) || isTypingTarget(ownerDocument.activeElement)) return;
    event.preventDefault();
    target.paste(readPasteEvent(event.clipboardData));
  };
  ownerDocument.addEventListener('paste', onPaste);
  return () => ownerDocument.removeEventListener('paste', onPaste);
}
