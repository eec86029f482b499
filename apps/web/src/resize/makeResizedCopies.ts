import { firstPage, type DesignDocument, type SavedDesign, type SavePayload, type User } from '@lienzo/core';
import type { LayoutChoice } from '@lienzo/editor';
import type { CurrentDesign } from '../state/appStore';
import { buildSavePayload } from '../save/savePayload';

/** What making copies needs of the engine (the real one in the app). */
export interface ResizeCopyEngine {
  resizedCopy(choice: LayoutChoice): DesignDocument;
  exportDesignPage(design: DesignDocument, pageId: string): Promise<string>;
}

export interface ResizeCopyJob {
  /** The saved design the copies are made of: they join its sizes, in its board, with its title. */
  original: CurrentDesign;
  user: User | null;
  save(payload: SavePayload): Promise<SavedDesign>;
  /** The picture of page `position` (2 or more) of a saved copy, as a save of the design sends it. */
  savePageImage(designId: number, position: number, image: string): Promise<unknown>;
  signal?: AbortSignal;
  /** How many copies are stored so far. */
  onProgress?: (done: number) => void;
}

/**
 * Magic resize (issue 23): one new design per layout, reflowed by the engine and saved with `resize_of`, one
 * after the other, a carousel's other pages sent after it as a save sends them. A cancel or a failure stops
 * before the next copy, and the copies stored until then stay (whole designs, listed with the others).
 */
export async function makeResizedCopies(
  engine: ResizeCopyEngine,
  choices: readonly LayoutChoice[],
  { original, user, save, savePageImage, signal, onProgress }: ResizeCopyJob,
): Promise<SavedDesign[]> {
  const made: SavedDesign[] = [];
  for (const choice of choices) {
    signal?.throwIfAborted();
    const document = engine.resizedCopy(choice);
    const image = await engine.exportDesignPage(document, firstPage(document).id);
    signal?.throwIfAborted();
    const payload = buildSavePayload({
      document,
      image,
      design: null,
      user,
      title: original.title,
      boardId: original.board_id,
    });
    const saved = await save({ ...payload, resize_of: original.id });
    // A carousel's other pages, as a save of it sends them, so that the copy can be scheduled too.
    for (const [index, page] of document.pages.slice(1).entries())
      await savePageImage(saved.id, index + 2, await engine.exportDesignPage(document, page.id));
    made.push(saved);
    onProgress?.(made.length);
  }
  return made;
}
