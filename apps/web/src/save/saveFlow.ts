import i18next from 'i18next';
import { api } from '../api/client';
import { currentEngine, whenEngine } from '../engine/engineRegistry';
import { notify } from '../notify/notify';
import { navigateTo } from '../shell/navigation';
import { isSaving, useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { editingMode } from './editingMode';
import { performSave } from './performSave';
import { stickersReadyToSave } from './stickerValidation';

/**
 * The header's Save (SPEC §2, §4): blocked while saving, refused with an alert while an Instagram sticker
 * breaks a SPEC §5 rule, sign-in first when anonymous, nothing to do when nothing changed, straight to the
 * server when the design is your own saved one, else the save modal (a new design, or your copy of another's).
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
  // Your own design saves straight into itself; someone else's becomes your copy, titled and filed by you.
  if (app.design && editingMode(app.design, app.user) === 'edit') {
    void saveDesign({ title: app.design.title, boardId: app.design.board_id });
    return;
  }
  openModal({ name: 'save' });
}

/** Saves the design (and, in video mode, its recording) and shows its progress in the saving modal. */
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
  const engine = await whenEngine();
  const done = await performSave(engine, api, { title, boardId });
  if (done && useAppStore.getState().source === 'webapp') navigateTo('/gallery');
}
