import { isTypingTarget } from './keyboard';

/**
 * Enter applies and Escape cancels the crop in progress, before any other key handling of the page
 * (Escape would otherwise unselect). Keys typed into a field stay the field's.
 */
export function listenToCropKeys(
  ownerDocument: Document,
  actions: { apply: () => void; cancel: () => void },
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    if (isTypingTarget(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Enter') actions.apply();
    else actions.cancel();
  };
  ownerDocument.addEventListener('keydown', onKeyDown, { capture: true });
  return () => ownerDocument.removeEventListener('keydown', onKeyDown, { capture: true });
}
