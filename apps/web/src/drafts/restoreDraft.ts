import { whenEngine } from '../engine/engineRegistry';
import { useAppStore } from '../state/appStore';
import { useModalStore } from '../state/modalStore';
import { isNewerThanRecord, newestDraft } from './draftPolicy';
import { deleteDraft, readDraft, readDrafts, type Draft } from './draftStore';

/** A revision no document state ever has (they count up from 0): marking it saved leaves the design touched. */
const NO_REVISION = -1;

/** Loads the draft exactly as it was kept, with the saved design it belongs to, and leaves it touched. */
export async function restoreDraft(draft: Draft): Promise<void> {
  const engine = await whenEngine();
  await engine.load(draft.document);
  const { user } = useAppStore.getState();
  useAppStore.setState({
    design: draft.design,
    saved: draft.design !== null && draft.design.user_id === user?.id,
  });
  useAppStore.getState().setAnimation(draft.animation);
  engine.markSaved(NO_REVISION);
}

/** Opens the restore dialog as soon as no other modal is open (the sign-in offer may be showing). */
function offer(draft: Draft): void {
  const open = () =>
    useModalStore.getState().open({
      name: 'draft-restore',
      savedAt: draft.savedAt,
      onRestore: () => void restoreDraft(draft),
      onDiscard: () => void deleteDraft(draft.key),
    });
  if (!useModalStore.getState().modal) {
    open();
    return;
  }
  const stop = useModalStore.subscribe((state) => {
    if (state.modal) return;
    stop();
    open();
  });
}

/** On editor start: the newest draft kept, if any, is offered. */
export async function offerNewestDraft(): Promise<void> {
  const draft = newestDraft(await readDrafts());
  if (draft) offer(draft);
}

/** On opening a saved design: its draft is offered when written after the saved record; an older one is dropped. */
export async function offerDesignDraft(record: { hash: string; updated_at: string }): Promise<void> {
  const draft = await readDraft(record.hash);
  if (!draft) return;
  if (isNewerThanRecord(draft, record.updated_at)) offer(draft);
  else await deleteDraft(draft.key);
}
