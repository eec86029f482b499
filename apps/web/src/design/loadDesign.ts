import { DESIGN_HASH } from '@lienzo/core';
import { ApiError } from '../api/ApiError';
import { api } from '../api/client';
import { offerDesignDraft } from '../drafts/restoreDraft';
import { whenEngine } from '../engine/engineRegistry';
import { useAppStore } from '../state/appStore';

export type LoadOutcome = 'loaded' | 'not-found' | 'failed';

/** Opens a saved design in the canvas: its id, hash, owner and board come from the answer (SPEC §4). */
export async function loadDesign(hash: string): Promise<LoadOutcome> {
  if (!DESIGN_HASH.test(hash)) return 'not-found';
  const { setLoadingDesign } = useAppStore.getState();
  setLoadingDesign(true);
  try {
    const record = await api.designByHash(hash);
    const engine = await whenEngine();
    await engine.load(record.editor);
    useAppStore.getState().designLoaded(record);
    void offerDesignDraft(record);
    return 'loaded';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not-found';
    console.error('Loading the design failed', error);
    return 'failed';
  } finally {
    setLoadingDesign(false);
  }
}
