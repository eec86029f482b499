import type { DesignDocument } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import type { ShapeLookup } from '../objects/ObjectShape';
import { FabricView } from '../fabric/FabricView';
import { waitForFonts } from '../fonts/waitForFonts';
import { DocumentStore } from '../store/DocumentStore';

/**
 * Draws pages that are not on screen (a page strip thumbnail, one picture of a carousel's ZIP, a PDF page)
 * on a canvas of its own, one page at a time, so the canvas being edited never flickers to another page.
 * It shares the engine's assets: a picture the design showed once is not fetched again.
 */
export class PageRenderer {
  private drawing: { store: DocumentStore; view: FabricView } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly assets: AssetLoader,
    private readonly shapeOf: ShapeLookup,
  ) {}

  /** Runs `use` once page `pageId` of `design` is drawn with every face and asset it needs; in turn. */
  draw<T>(design: DesignDocument, pageId: string, use: (view: FabricView) => T): Promise<T> {
    const turn = this.queue.then(async () => {
      if (this.disposed) throw new Error('The engine was disposed');
      const page = design.pages.find((candidate) => candidate.id === pageId);
      if (!page) throw new RangeError(`No page with id "${pageId}"`);
      const alone: DesignDocument = { ...design, pages: [page] };
      const view = this.viewOf(alone);
      await waitForFonts(alone);
      await this.assets.whenIdle();
      if (this.disposed) throw new Error('The engine was disposed');
      return use(view);
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private viewOf(design: DesignDocument): FabricView {
    if (this.drawing) {
      this.drawing.store.load(design);
      return this.drawing.view;
    }
    const store = new DocumentStore(design);
    const view = new FabricView(
      globalThis.document.createElement('canvas'),
      store,
      this.assets,
      this.shapeOf,
    );
    this.drawing = { store, view };
    return view;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    const drawing = this.drawing;
    this.drawing = null;
    if (drawing) await drawing.view.dispose();
  }
}
