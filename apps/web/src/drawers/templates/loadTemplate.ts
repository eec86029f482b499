import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { useAppStore } from '../../state/appStore';

/**
 * SPEC §4 "Template loaded": the canvas takes the template's document (and so its layout) with its texts in
 * the interface language (issue 24); id, hash, owner and board are cleared, so saving makes a new design of
 * the user's own. False when it could not be loaded.
 */
export async function loadTemplate(hash: string): Promise<boolean> {
  try {
    const record = await api.template(hash, useAppStore.getState().lang);
    const engine = await whenEngine();
    await engine.load(record.editor);
    // A video template opens in video mode (SPEC §4), its timeline duration and track with the document.
    useAppStore.getState().designCleared(record.post_type === 'video');
    return true;
  } catch (error) {
    console.error('Loading the template failed', error);
    return false;
  }
}
