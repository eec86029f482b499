/** Focus is somewhere the user types: keys belong to that field, not to the canvas (SPEC §5). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export interface KeyboardTarget {
  hasSelection(): boolean;
  isEditingText(): boolean;
  deleteSelected(): boolean;
}

/**
 * Canvas shortcuts on the page: Delete and Backspace remove the selected layer. Ignored when no layer is
 * active, while a text is being edited, or when focus is in a field (SPEC §5).
 */
export function listenToKeyboard(ownerDocument: Document, target: KeyboardTarget): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    if (event.defaultPrevented || !target.hasSelection() || target.isEditingText()) return;
    if (isTypingTarget(event.target) || isTypingTarget(ownerDocument.activeElement)) return;
    event.preventDefault();
    target.deleteSelected();
  };
  ownerDocument.addEventListener('keydown', onKeyDown);
  return () => ownerDocument.removeEventListener('keydown', onKeyDown);
}
