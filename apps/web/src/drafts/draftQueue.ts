/**
 * Draft writes and deletions run one after another, so a later draft never lands under an earlier one.
 * A save waits for them before it says it is done: a page left at once must not offer back what it saved.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every draft write and deletion queued before it (the work itself never throws). */
export function queueDraftWork(work: () => Promise<unknown>): void {
  queue = queue.then(work);
}

/** Resolves once every draft write and deletion queued so far has finished. */
export function draftWorkSettled(): Promise<void> {
  return queue.then(() => undefined);
}
