import type { Command } from '../commands/registry';

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
  commandForKey(event: KeyboardEvent): Command | undefined;
  /** Whether the command applies now (e.g. a layer command needs a selected layer). */
  canRun(command: Command): boolean;
  run(command: Command): void;
  isEditingText(): boolean;
  /** The field a text being edited takes its typing from, else null. */
  textEditingField(): EventTarget | null;
}

/** A key typed into the text being edited: only commands made for text editing take it. */
function commandWhileEditing(event: KeyboardEvent, target: KeyboardTarget): Command | undefined {
  if (event.target !== target.textEditingField()) return undefined;
  const command = target.commandForKey(event);
  return command?.whileEditingText ? command : undefined;
}

/**
 * Canvas shortcuts on the page, dispatched through the command registry. Ignored while a text is
 * being edited (except the text-formatting keys) or when focus is in a field (SPEC §5); a command
 * whose predicate fails (a layer command with no active layer) leaves the key to the browser.
 */
export function listenToKeyboard(ownerDocument: Document, target: KeyboardTarget): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    let command: Command | undefined;
    if (target.isEditingText()) command = commandWhileEditing(event, target);
    else if (!isTypingTarget(event.target) && !isTypingTarget(ownerDocument.activeElement))
      command = target.commandForKey(event);
    if (!command || !target.canRun(command)) return;
    event.preventDefault();
    target.run(command);
  };
  ownerDocument.addEventListener('keydown', onKeyDown);
  return () => ownerDocument.removeEventListener('keydown', onKeyDown);
}
