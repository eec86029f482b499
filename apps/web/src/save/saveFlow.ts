import { track } from '../analytics/analytics';
import i18next from 'i18next';
import { api } from '../api/client';
import { currentEngine, whenEngine } from '../engine/engineRegistry';
import { notify } from '../notify/notify';
import { navigateTo } from '../shell/navigation';
import { isSaving, useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { buildSavePayload } from './savePayload';
import { stickersReadyToSave } from './stickerValidation';

/**
 * The header's Save (SPEC §2, §4): blocked while saving, refused with an alert while an Instagram sticker
 * breaks a SPEC §5 rule, sign-in first when anonymous, nothing to do when nothing changed, straight to the
 * server when the design has an id, else the save modal.
 */
export function requestSave(): void {
  const app = useAppStore.getState();
  if (isSaving(app)) return;
  const engine = currentEngine();
  if (engine && !stickersReadyToSave(engine.toDocument())) return;
  if (!app.user) {
    openModal({ name: 'signin', then: 'save' });
    return;
  }
  if (app.saved && !app.touched) {
    notify(i18next.t('save.no_changes'));
    return;
  }
  if (app.design) {
    void saveDesign({ title: app.design.title, boardId: app.design.board_id });
    return;
  }
  openModal({ name: 'save' });
}

/** Exports the image, sends the save payload and shows its progress in the saving modal. */
export async function saveDesign({
  title,
  boardId,
}: {
  title: string;
  boardId: number | null;
}): Promise<void> {
  if (isSaving(useAppStore.getState())) return;
  useAppStore.getState().savingStarted();
  openModal({ name: 'saving' });
  try {
    const engine = await whenEngine();
    // Pictures still loading would be missing from the saved PNG.
    await engine.whenIdle();
    // Changes made while the request is in flight must keep the design touched.
    const revision = engine.revision;
    const { design, user } = useAppStore.getState();
    const payload = buildSavePayload({
      document: engine.toDocument(),
      image: engine.exportPng(),
      design,
      user,
      title,
      boardId,
    });
    const saved = await api.save(payload);
    engine.markSaved(revision);
    track('design_saved', { post_type: saved.post_type, layout: payload.layout });
    const app = useAppStore.getState();
    app.designSaved(saved, { title, board_id: boardId });
    app.savingFinished();
    if (app.source === 'webapp') navigateTo('/gallery');
  } catch (error) {
    console.error('Saving the design failed', error);
    useAppStore.getState().savingFailed();
  }
}
