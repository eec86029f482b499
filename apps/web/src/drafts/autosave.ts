import type { Engine } from '@lienzo/editor';
import { useAppStore } from '../state/appStore';
import { debounce } from './debounce';
import { DRAFT_DEBOUNCE_MS, draftKey } from './draftPolicy';
import { draftWorkSettled, queueDraftWork } from './draftQueue';
import { deleteDraft, writeDraft, type Draft } from './draftStore';

/** The running autosave's pending write, which a failing part of the page writes at once (see flushAutosave). */
let pendingWrite: { flush(): void } | null = null;

/**
 * Writes the draft a change is waiting for now, while the engine still has it, and resolves once every
 * draft write has finished: a render error or a reload must not lose the last 300 ms of work.
 */
export async function flushAutosave(): Promise<void> {
  pendingWrite?.flush();
  await draftWorkSettled();
}

/**
 * Keeps the design being edited as a local draft (issue 11): written shortly after the last change while
 * the design is touched, and deleted once it is clean again: saved, undone back to what was saved or
 * loaded, or replaced on purpose (New, a template or design opened after its confirm). Returns the stop
 * function.
 */
export function startAutosave(engine: Engine): () => void {
  const written = new Set<string>();

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
    queueDraftWork(() => writeDraft(draft));
  };
  const debounced = debounce(write, DRAFT_DEBOUNCE_MS);
  pendingWrite = debounced;

  const forget = (keys: Iterable<string>) => {
    debounced.cancel();
    for (const key of [...keys]) {
      written.delete(key);
      queueDraftWork(() => deleteDraft(key));
    }
  };

  const stopChanges = engine.on('change', () => debounced.schedule());
  // The design and the touched flag change together on a save (the new hash first) and on a load (the old
  // design still named): either way the draft of the work that became clean goes.
  const stopStore = useAppStore.subscribe((state, previous) => {
    if (previous.touched && !state.touched) forget([draftKey(state.design), ...written]);
  });

  return () => {
    debounced.flush();
    if (pendingWrite === debounced) pendingWrite = null;
    stopChanges();
    stopStore();
  };
}
