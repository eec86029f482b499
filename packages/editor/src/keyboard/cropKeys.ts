import { isTypingTarget } from './keyboard';

/**
 * Enter applies and Escape cancels the crop in progress, before any other key handling of the page
 * (Escape would otherwise unselect). Keys typed into a field stay the field's, and Enter on a focused
 * button or link is that control's.
 */
export function listenToCropKeys(
  ownerDocument: Document,
  actions: { apply: () => void; cancel: () => void },
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    if (isTypingTarget(event.target)) return;
    // A focused button or link answers Enter itself (the toolbar's Cancel must cancel).
    if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('button, a[href]'))
      return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Enter') actions.apply();
    else actions.cancel();
  };
  ownerDocument.addEventListener('keydown', onKeyDown, { capture: true });
  return () => ownerDocument.removeEventListener('keydown', onKeyDown, { capture: true });
}
