import type {
  ClientErrorReport,
  DesignDocument,
  SavedDesign,
  SavedPageImage,
  SavedVideo,
  SavePayload,
} from '@lienzo/core';
import { draftWorkSettled } from '../drafts/draftQueue';
import { clientErrorReport } from '../errors/clientErrorReport';
import { track } from '../analytics/analytics';
import { useAppStore } from '../state/appStore';
import { buildSavePayload } from './savePayload';
import { progressReporter, type ProgressReporter } from './progressReporter';
import type { RequestOptions } from '../api/client';

/** What a save needs of the engine (the real one in the app; it cannot run outside a browser). */
export interface SaveEngine {
  readonly revision: number;
  whenIdle(): Promise<void>;
  toDocument(): DesignDocument;
  /** The first page's PNG: the design's picture in the gallery, on its share page and in a one-picture post. */
  exportFirstPage(): Promise<string>;
  /** Page `id` as a PNG data URL at its layout size (a carousel's other pages, issue 23). */
  exportPage(id: string, type: 'image/png'): Promise<string>;
  exportVideo(options: { onProgress?: (done: number) => void }): Promise<Blob>;
  /** What its video is made of (issue 22): equal keys record equal videos. */
  videoFramesKey(): Promise<string>;
  markSaved(revision?: number): void;
}

/** The two calls of a save (SPEC §7 save and saveVideo), and where a failure is reported. */
export interface SaveCalls {
  save(payload: SavePayload, options?: RequestOptions): Promise<SavedDesign>;
  /** Issue 23: the picture of page `position` (2 or more) of the saved design. */
  savePageImage(
    designId: number,
    position: number,
    image: string,
    options?: RequestOptions,
  ): Promise<SavedPageImage>;
  saveVideo(
    video: Blob,
    designId: number,
    options?: RequestOptions & { frames?: string },
  ): Promise<SavedVideo>;
  reportError(report: ClientErrorReport): Promise<unknown>;
}

/**
 * Issue 23: a carousel's pages after the first, each drawn and sent on its own once the design is saved (the
 * save dropped their earlier pictures), shown as step 4 with the share of pages sent. A one-page design sends
 * nothing more (SPEC §7's save alone).
 */
async function savePages(
  engine: SaveEngine,
  calls: SaveCalls,
  document: DesignDocument,
  designId: number,
  progress: ProgressReporter,
): Promise<void> {
  const others = document.pages.slice(1);
  if (others.length === 0) return;
  useAppStore.getState().savingStep(4);
  for (const [index, page] of others.entries()) {
    const image = await engine.exportPage(page.id, 'image/png');
    await calls.savePageImage(designId, index + 2, image, {
      onUploadProgress: (done) => progress((index + done) / others.length),
    });
  }
  progress.finish();
}

/**
 * One save, its steps shown in the app state (SPEC §4): 1 the image is saved; for a carousel 4 its other pages'
 * pictures (issue 23); in video mode then 2 the
 * video is recorded (its progress from 0 to 1) and 3 uploaded with the saved design's id; then done. The
 * image is saved first, so when the video fails the design keeps its new image, and the editor stays
 * touched: saving again saves the image and records the video again. True when everything was saved.
 * A video design whose frames did not change since its video was stored (the save answers the stored video's
 * frames key, issue 22) is neither recorded nor sent again. Each step's bar moves with what is done of it:
 * bytes sent, frames made.
 */
export async function performSave(
  engine: SaveEngine,
  calls: SaveCalls,
  details: { title: string; boardId: number | null },
): Promise<boolean> {
  const app = useAppStore.getState();
  let layout: string | undefined;
  const progress = progressReporter((done) => useAppStore.getState().savingProgress(done));
  try {
    // Pictures still loading would be missing from the saved PNG.
    await engine.whenIdle();
    // Changes made while the request is in flight must keep the design touched.
    const revision = engine.revision;
    const { design, user, animation: video } = useAppStore.getState();
    const document = engine.toDocument();
    const payload = buildSavePayload({
      document,
      image: await engine.exportFirstPage(),
      design,
      user,
      title: details.title,
      boardId: details.boardId,
      video,
    });
    layout = payload.layout;
    const frames = video ? await engine.videoFramesKey() : undefined;
    const saved = await calls.save(payload, { onUploadProgress: progress });
    progress.finish();
    // From here the design has an id: a save after a failed video edits it instead of making another.
    app.designSaved(saved, { title: details.title, board_id: details.boardId });
    await savePages(engine, calls, document, saved.id, progress);
    if (video && saved.video?.frames !== frames) {
      app.savingStep(2);
      const recording = await engine.exportVideo({ onProgress: progress });
      progress.finish();
      app.savingStep(3);
      await calls.saveVideo(recording, saved.id, { frames, onUploadProgress: progress });
      progress.finish();
    }
    // Video mode as saved is now the saved design's; with the canvas marked saved the design is untouched.
    app.animationSaved(video);
    engine.markSaved(revision);
    // Marking it saved deletes its local draft; done is said only once that is on disk (see draftQueue).
    await draftWorkSettled();
    track('design_saved', { post_type: saved.post_type, layout: payload.layout });
    app.savingFinished();
    return true;
  } catch (error) {
    progress.stop();
    console.error('Saving the design failed', error);
    const { saving_step: step, animation } = useAppStore.getState();
    const details = { post_type: animation ? ('video' as const) : ('IMAGE' as const), layout };
    calls
      .reportError(
        clientErrorReport(
          'save_failed',
          error,
          typeof step === 'number' && step > 0 ? { ...details, step } : details,
        ),
      )
      .catch(() => undefined);
    app.savingFailed();
    return false;
  }
}
