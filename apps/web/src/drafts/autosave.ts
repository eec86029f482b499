import type { Engine } from '@lienzo/editor';
import { useAppStore } from '../state/appStore';
import { debounce } from './debounce';
import { DRAFT_DEBOUNCE_MS, draftKey } from './draftPolicy';
import { deleteDraft, writeDraft, type Draft } from './draftStore';

/** Transactions that replace the whole design on purpose (a loaded design or template, New). */
const REPLACING = new Set(['load', 'reset']);

/**
 * Keeps the design being edited as a local draft (issue 11): written shortly after the last change while
 * the design is touched, deleted once the design is saved, and deleted when touched work is replaced on
 * purpose (New, a template or design opened after its confirm). Returns the stop function.
 */
export function startAutosave(engine: Engine): () => void {
  // Writes run one after another, so a later draft never lands under an earlier one.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>) => {
    queue = queue.then(work);
  };
  const written = new Set<string>();
  let saveSeen = false;

  const write = () => {
    const app = useAppStore.getState();
    if (!app.touched || !engine.isTouched()) return;
    const document = engine.toDocument();
    const draft: Draft = {
      key: draftKey(app.design),
      savedAt: Date.now(),
      document,
      designHash: app.design?.hash ?? null,
      layoutKey: document.layout.key,
      design: app.design,
      animation: app.animation,
    };
    written.add(draft.key);
    enqueue(() => writeDraft(draft));
  };
  const debounced = debounce(write, DRAFT_DEBOUNCE_MS);

  const forget = (keys: Iterable<string>) => {
    debounced.cancel();
    for (const key of [...keys]) {
      written.delete(key);
      enqueue(() => deleteDraft(key));
    }
  };

  const stopChanges = engine.on('change', ({ transaction }) => {
    if (!REPLACING.has(transaction.label)) {
      debounced.schedule();
      return;
    }
    // The touched flag and the design still describe what is being replaced (they follow this event).
    const app = useAppStore.getState();
    if (app.touched) forget([draftKey(app.design), ...written]);
  });
  const stopStore = useAppStore.subscribe((state, previous) => {
    if (state.galleryVersion !== previous.galleryVersion) saveSeen = true;
    if (saveSeen && state.saved && !state.touched) {
      saveSeen = false;
      forget([draftKey(state.design), ...written]);
    }
  });

  return () => {
    debounced.flush();
    stopChanges();
    stopStore();
  };
}
