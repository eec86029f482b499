import {
  createDocument,
  describeIssues,
  isLightColour,
  TEXT_CONTRAST_THRESHOLD,
  FIELD_LIMITS,
  type Scene,
  restore,
  round2,
  stickerExistsCode,
  stickerKindOf,
  type DesignDocument,
  type DesignPage,
  type PageDocument,
  type DesignObject,
  type FtextAlignment,
  type FtextSpacing,
  type InstagramStickerType,
  type AnimationChange,
  type ClipboardContent,
  type TimelineAudio,
  type StickerExistsCode,
  type TextCase,
  type TextListStyle,
  type TextRole,
  type TextEffectName,
  type TextEffects,
  type VectorType,
  type ObjectRegistry,
  createRecord,
} from '@lienzo/core';
import { isMissing } from './assets/isMissing';
import { AssetLoader } from './assets/AssetLoader';
import type { BackgroundSettingsPatch } from './background/backgroundSettings';
import { BackgroundController, type BackgroundState } from './background/BackgroundController';
import {
  ClipboardController,
  type ClipboardOutcome,
  type ImageUploader,
  type PasteResult,
} from './clipboard/ClipboardController';
import { listenToPaste } from './clipboard/listenToPaste';
import { browserClipboard, type ClipboardAccess } from './clipboard/systemClipboard';
import { BUILT_IN_COMMANDS } from './commands/builtInCommands';
import { copyOfPage, newPage } from './pages/copyPage';
import { PageRenderer } from './pages/PageRenderer';
import { renameLayer, setLayerFlag, someHaveFlag } from './operations/layerState';
import type { ExecuteArgs, ExecuteResult } from './commands/payloads';
import { CommandRegistry, type Command, type CommandMenu, type CommandReason } from './commands/registry';
import { Emitter } from './Emitter';
import { Textbox } from 'fabric';
import { FabricView } from './fabric/FabricView';
import { waitForFonts } from './fonts/waitForFonts';
import type { VideoResolution } from './video/videoSize';
import type { Point } from './geometry/box';
import { newObjectId } from './ids';
import { placeNew, type PlacementOptions } from './placement/freeSpot';
import { textColourForBrightness } from './placement/readableColour';
import type { CentreGuides } from './interaction/guides';
import type { SmartGuides } from './interaction/smartGuides';
import { listenToKeyboard } from './keyboard/keyboard';
import { layoutTargetOf, resizeObjects, type LayoutTarget } from './layout/applyLayout';
import { keepPicturesCovering } from './layout/coverPictures';
import { keepOutOfStoryBars } from './layout/storyBars';
import { setTextStyle, type FittedObjectContext } from './objects/fittedObjectCommands';
import {
  addFancyText,
  cycleFancyAlignment,
  cycleFancySpacing,
  toggleFancyWrapping,
  updateFancyText,
  type FancyTextPatch,
} from './objects/pz-ftext/fancyTextOperations';
import { addSticker, updateSticker } from './objects/instagram/stickerOperations';
import { fitsItsText, fittedPatch } from './objects/fitObject';
import type { InsertContext } from './objects/InsertContext';
import { addText, type TextPresetStyle } from './objects/pz-text/addText';
import { adaptImageToCanvas, addImage, replaceImageSource } from './objects/pz-image/imageOperations';
import { addIllustration, addVector, colourTargets } from './objects/pz-vector/svgOperations';
import type { EditorObjectType } from './objects/EditorObjectType';
import { createEditorObjectRegistry, type EditorObjectRegistry } from './objects/registry';
import { StickerExistsError } from './objects/instagram/StickerExistsError';
import type { StickerProps } from './objects/instagram/stickerRecords';
import type { CharacterStyle } from './objects/text-style/characterStyles';
import type { TextFormat, TextFormatState } from './objects/text-style/textFormat';
import {
  changeCase,
  setTextAlign,
  textFormatOf,
  toggleTextFormat,
  toggleTextList,
  type TextAlign,
} from './objects/text-style/textFormatCommands';
import { textEffectPatch } from './objects/text-effects/textEffectPatch';
import { layoutOfRef, resolveLayout, type LayoutChoice } from './layout/resolveLayout';
import type { CropRect } from './objects/pz-image/cropGeometry';
import { CropController } from './objects/pz-image/CropController';
import { ViewportController } from './viewport/ViewportController';
import { ExportController } from './export/ExportController';
import { TimelineController } from './timeline/TimelineController';
import {
  duplicateSelected,
  flip,
  nudge,
  removeSelected,
  canRestack,
  restack,
  rotateStep,
  type Restack,
} from './operations/layer';
import {
  canGroup,
  groupOf,
  groupRefusal,
  groupSelected,
  ungroupSelected,
  withWholeGroups,
  type GroupInfo,
} from './operations/groups';
import {
  alignSelected,
  distributeSelected,
  selectedUnits,
  tidySelected,
  type AlignEdge,
  type DistributeAxis,
} from './operations/align';
import {
  animateSelected,
  setSelectedAngle,
  setSelectedOpacity,
  styleSelectedTexts,
} from './operations/selectionStyle';
import { loadFontFace } from './objects/text-style/loadFontFace';
import { PreviewPlayer, type PreviewListeners } from './animation/PreviewPlayer';
import { DocumentStore, type SelectionEvent } from './store/DocumentStore';
import { History, type HistoryState } from './store/History';
import type { ObjectPatch, Transaction, TransactionDraft } from './store/transaction';
import { viewportAt, type Room, type Viewport } from './viewport/viewport';

export type { LayoutChoice } from './layout/resolveLayout';
export type { TextPresetStyle } from './objects/pz-text/addText';
export type { GroupInfo } from './operations/groups';
export type { AlignEdge, DistributeAxis } from './operations/align';
export type { BackgroundSettings, BackgroundSettingsPatch } from './background/backgroundSettings';
export type { BackgroundState } from './background/BackgroundController';

export type EngineEvents = {
  /** Any change of the design or of the page shown: a user edit, a load, a zoom. `document` is the page shown. */
  change: { transaction: Transaction; document: PageDocument };
  /** `id` is the selected object when exactly one is; `ids` all of them ([] after unselect-all). */
  selection: SelectionEvent;
  /** Whether undo and redo are possible now. */
  history: HistoryState;
  /** The layout or the viewport changed: the UI refits the canvas and updates the layout label. */
  layout: { layout: DesignDocument['layout']; viewport: Viewport };
  touched: { touched: boolean };
  /** What was repaired or dropped while reading a loaded document (one readable line each). */
  warnings: { warnings: readonly string[] };
  /**
   * A picture or SVG of object `id` could not be shown (refused address, missing file, broken data). A
   * background picture or pattern that cannot be loaded reports `id` "background" or "pattern" and is
   * removed from the design (SPEC §8).
   */
  assetError: { id: string; message: string };
  /** Crop mode began on image `id`, or ended (`id` null): applied, cancelled or interrupted. */
  crop: { id: string | null };
  /** The background picture was selected for moving, or is no longer ({@link Engine.selectBackground}). */
  backgroundSelection: { selected: boolean };
  /** A copy, cut or paste happened or was refused (`refused`: the locale key of why). */
  clipboard: ClipboardOutcome;
  /** A command that applies was refused (`reason`: the i18n key of why, e.g. a second hashtag of SPEC §5). */
  refused: { command: string; reason: string };
  /** Object `id`'s picture or SVG arrived: it looks different now (the layers panel draws it again). */
  assetDrawn: { id: string };
};

export interface MountOptions {
  document?: DesignDocument;
  /** Listen to the canvas shortcuts (Delete, arrows, Ctrl/Cmd+Z…) on the page (default true). */
  keyboard?: boolean;
  /**
   * Origins (e.g. "https://cdn.example.com") pictures and SVGs may also come from, besides paths on
   * this site. Nothing is ever fetched from anywhere else.
   */
  assetOrigins?: readonly string[];
  /**
   * The prefix the app is mounted under (BASE_PATH, e.g. `/lienzo`): a document's site paths stay
   * app-relative (`/uploads/x.jpg`) and are fetched under it. Default: none.
   */
  basePath?: string;
  /** The system clipboard (default: the browser's async Clipboard API; null: this engine's copies only). */
  clipboard?: ClipboardAccess | null;
  /** Uploads a picture pasted from the clipboard as any upload is, giving its site path (see ImageUploader). */
  uploadImage?: ImageUploader;
  /** Object types this editor reads and draws besides the built-in ones (see objects/registry.ts). */
  objectTypes?: readonly EditorObjectType[];
}

/** What {@link Engine.load} read: the document now shown, and what had to be repaired to show it. */
export interface LoadResult {
  document: DesignDocument;
  warnings: readonly string[];
}

export interface ApplyLayoutOptions {
  /** Resize even while a video animation runs (SPEC §4). */
  force?: boolean;
}

/** The warning of input that is no design document at all; the current design is kept. */
export const NOT_A_DOCUMENT_WARNING = 'Not a design document (expected a JSON object): nothing was loaded';

/**
 * The public face of the canvas engine. The web app talks to the editor only through this class:
 * commands change the document through store transactions, events report what changed.
 */
export class Engine {
  /** Every user action, for keyboard, toolbars and menus alike (DESIGN.md §4). */
  readonly commands = new CommandRegistry();
  /** True while a video animation plays: layouts are not applied then unless forced (SPEC §4). */
  animating = false;
  private readonly store: DocumentStore;
  private readonly history: History;
  private readonly view: FabricView;
  private readonly events = new Emitter<EngineEvents>();
  private readonly assets: AssetLoader;
  private readonly pageRenderer: PageRenderer;
  private readonly disposers: (() => void)[] = [];
  private warningsRead: readonly string[];
  private loadTicket = 0;
  private disposed = false;
  /** Crop mode on an image. */
  readonly crop: CropController;
  /** Zoom and fit. */
  readonly viewport: ViewportController;
  /** Pictures, documents and videos of the design. */
  readonly export: ExportController;
  /** The track, the pages' lengths and when objects show. */
  readonly timeline: TimelineController;
  /** The page background: colour, picture, pattern and the picture's settings. */
  readonly background: BackgroundController;

  /** Draws `options.document` (or a blank Instagram story) on `element` once its fonts are ready. */
  static async mount(element: HTMLCanvasElement, options: MountOptions = {}): Promise<Engine> {
    const objects = createEditorObjectRegistry(options.objectTypes);
    const read = (options.document && readDocument(options.document, objects.objectTypes)) ?? {
      document: createDocument(),
      warnings: options.document ? [NOT_A_DOCUMENT_WARNING] : [],
    };
    await waitForFonts(read.document);
    const assets = new AssetLoader({ origins: options.assetOrigins ?? [], basePath: options.basePath ?? '' });
    return new Engine(element, read, assets, options, objects);
  }

  private readonly clipboard: ClipboardController;

  private constructor(
    element: HTMLCanvasElement,
    read: LoadResult,
    assets: AssetLoader,
    options: MountOptions,
    private readonly objects: EditorObjectRegistry,
  ) {
    const keyboard = options.keyboard ?? true;
    const { document } = read;
    this.assets = assets;
    this.warningsRead = read.warnings;
    this.store = new DocumentStore(document);
    this.history = new History(this.store);
    this.pageRenderer = new PageRenderer(assets, objects.shapeOf);
    const reportAssetError = (id: string, error: unknown) =>
      this.events.emit('assetError', { id, message: error instanceof Error ? error.message : String(error) });
    this.view = new FabricView(
      element,
      this.store,
      assets,
      objects.shapeOf,
      reportAssetError,
      (kind, src, error) => {
        reportAssetError(kind === 'image' ? 'background' : 'pattern', error);
        // SPEC §8 removes a background whose file is missing (404); one that failed for another reason (a
        // network blip, a busy machine) stays in the design rather than being lost with the next save.
        void this.assets.track(
          isMissing(assets.urlOf(src)).then((missing) => {
            if (missing && !this.disposed) this.background.dropMissing(kind, src);
          }),
        );
      },
      (id) => this.events.emit('assetDrawn', { id }),
    );
    this.crop = new CropController({
      store: this.store,
      view: this.view,
      cropChanged: (id) => this.events.emit('crop', { id }),
    });
    this.viewport = new ViewportController(this.store);
    this.timeline = new TimelineController(this.store, () => this.disposed);
    this.export = new ExportController({
      store: this.store,
      view: this.view,
      assets,
      pageRenderer: this.pageRenderer,
      shapeOf: objects.shapeOf,
      isDisposed: () => this.disposed,
    });
    this.background = new BackgroundController({
      store: this.store,
      view: this.view,
      assets,
      isDisposed: () => this.disposed,
      unselectObjects: () => this.select(null),
      selectionChanged: (selected) => this.events.emit('backgroundSelection', { selected }),
    });
    const siteOrigin = globalThis.location?.origin;
    this.clipboard = new ClipboardController({
      store: this.store,
      clipboard: options.clipboard === undefined ? browserClipboard() : options.clipboard,
      uploadImage: options.uploadImage ?? null,
      siteOrigins: siteOrigin ? [siteOrigin] : [],
      picture: (ids, maxSize) => this.view.objectsToCanvas(ids, maxSize),
      deleteSelected: () => this.deleteSelected(),
      addText: (text) => this.addText('text', text),
      addImage: (src) => this.addImage(src),
      emit: (outcome) => this.events.emit('clipboard', outcome),
    });
    for (const command of BUILT_IN_COMMANDS) this.commands.register(command);
    const { events } = this.store;
    let shown = this.store.document;
    this.disposers.push(
      events.on('change', (payload) => {
        const previous = shown;
        shown = payload.document;
        if (!shown.background.image) this.selectBackground(false);
        this.events.emit('change', payload);
        if (previous.layout !== shown.layout || previous.viewport !== shown.viewport) {
          this.events.emit('layout', { layout: shown.layout, viewport: shown.viewport });
        }
      }),
      events.on('selection', (payload) => {
        if (payload.ids.length > 0) this.selectBackground(false);
        this.events.emit('selection', payload);
      }),
      events.on('touched', (payload) => this.events.emit('touched', payload)),
      this.history.events.on('history', (payload) => this.events.emit('history', payload)),
      () => this.history.dispose(),
    );
    if (keyboard) {
      this.disposers.push(
        listenToKeyboard(element.ownerDocument, {
          commandForKey: (event) => this.commands.forKey(event),
          canRun: (command) => command.predicate?.(this, undefined) ?? true,
          run: (command) => this.execute(command.name),
          isEditingText: () => this.view.isEditingText(),
          textEditingField: () => this.view.textEditingField(),
        }),
        listenToPaste(element.ownerDocument, {
          isEditingText: () => this.view.isEditingText(),
          paste: ({ content, image }) => void this.pasteContent(content, image),
        }),
      );
    }
  }

  /**
   * Runs a registered command by name, as a toolbar button, a menu item or a key does: with its typed payload
   * (`execute('set-selection-opacity', { opacity: 0.5 })`), or for a command without one on `target` objects
   * where it takes them (else the selection). False when it does not apply now or is refused (then the
   * `refused` event says why); otherwise true, or what the command answers (an added object's id, a promise).
   */
  execute<Name extends string>(name: Name, ...args: ExecuteArgs<Name>): ExecuteResult<Name> {
    const command = this.requireCommand(name);
    const [input] = args;
    if (command.predicate && !command.predicate(this, input)) return false as ExecuteResult<Name>;
    const refused = command.refusal?.(this, input) ?? null;
    if (refused) {
      this.events.emit('refused', { command: name, reason: refused });
      return false as ExecuteResult<Name>;
    }
    const result = command.perform(this, input);
    // A command without a payload answers whether it ran; one with a payload, its result where it has one.
    return (command.takesPayload && result !== undefined ? result : true) as ExecuteResult<Name>;
  }

  /** Whether a registered command applies now (to its payload or `target`): a menu greys it out if not. */
  canExecute<Name extends string>(name: Name, ...args: ExecuteArgs<Name>): boolean {
    return this.requireCommand(name).predicate?.(this, args[0]) ?? true;
  }

  /** Why a registered command does not apply now, which its control says instead of acting; null when it does. */
  unavailableReason<Name extends string>(name: Name, ...args: ExecuteArgs<Name>): CommandReason | null {
    if (this.canExecute(name, ...args)) return null;
    return this.requireCommand(name).unavailable!(this, args[0]);
  }

  /**
   * The commands made for what is selected now (see CommandRegistry.forSelection): with `menu`, the ones that
   * menu or toolbar lists, in its order. Each may still not apply now ({@link unavailableReason}).
   */
  commandsForSelection(menu?: CommandMenu): Command[] {
    const types = this.store.selection.flatMap((id) => this.store.getObject(id)?.type ?? []);
    return this.commands.forSelection(types, menu);
  }

  private requireCommand(name: string): Command {
    const command = this.commands.get(name);
    if (!command) throw new RangeError(`No command named "${name}"`);
    return command;
  }

  on<Name extends keyof EngineEvents>(
    name: Name,
    handler: (payload: EngineEvents[Name]) => void,
  ): () => void {
    return this.events.on(name, handler);
  }

  /**
   * Replaces the design with a stored document of any version, hostile or broken ones included: what is
   * valid is loaded, the rest is repaired or dropped and reported as `warnings` (also emitted as the
   * `warnings` event). It never throws: input that is no document at all keeps the current design and
   * reports {@link NOT_A_DOCUMENT_WARNING}.
   * Not undoable; the design is clean afterwards. Resolves once the fonts its texts use are loaded and
   * it is drawn; pictures and SVGs may still be arriving ({@link whenIdle}).
   */
  async load(input: unknown): Promise<LoadResult> {
    const read = readDocument(input, this.objects.objectTypes);
    if (!read) {
      const warnings = [NOT_A_DOCUMENT_WARNING];
      this.events.emit('warnings', { warnings });
      return { document: this.toDocument(), warnings };
    }
    const ticket = ++this.loadTicket;
    await waitForFonts(read.document);
    // A later load wins over an earlier one whose fonts took longer.
    if (ticket === this.loadTicket && !this.disposed) {
      this.store.load(read.document);
      this.selectBackground(false);
      this.history.clear();
      this.warningsRead = read.warnings;
      if (read.warnings.length > 0) this.events.emit('warnings', { warnings: read.warnings });
    }
    return read;
  }

  /** The warnings of the document last loaded or mounted ([] when it was read as it was). */
  get loadWarnings(): readonly string[] {
    return this.warningsRead;
  }

  /**
   * Resolves once every picture and SVG the design needs has arrived and is drawn (or has failed).
   * Await it before {@link exportPng} or {@link exportJpeg} so the export shows every asset.
   */
  whenIdle(): Promise<void> {
    return this.assets.whenIdle();
  }

  /** A blank design on the given layout (default: the current one). Not undoable; the design is clean. */
  reset(layout?: LayoutChoice): void {
    const target = layout === undefined ? layoutOfRef(this.store.document.layout) : resolveLayout(layout);
    this.store.load(createDocument(target), 'reset');
    this.history.clear();
  }

  /** Takes back the last undoable change (one gesture is one step); in crop mode, cancels the crop. */
  undo(): boolean {
    if (this.cancelCrop()) return true;
    return this.history.undo();
  }

  redo(): boolean {
    return this.history.redo();
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Ends the current gesture (a colour picker was released): the next change is a new undo step. */
  endGesture(): void {
    this.history.seal();
  }

  /** The design's pages in order (issue 23); each holds its own objects, background and settings. */
  getPages(): readonly DesignPage[] {
    return this.store.design.pages;
  }

  /** The shown page as a one-page document: what the canvas draws and every object command edits. */
  getPage(): PageDocument {
    return this.store.document;
  }

  /** The id of the shown page. */
  get pageId(): string {
    return this.store.pageId;
  }

  /** Where the shown page is in the design (0 is the first). */
  get pageIndex(): number {
    return this.store.design.pages.findIndex((page) => page.id === this.store.pageId);
  }

  /** Whether another page fits in the design (at most FIELD_LIMITS.pagesPerDesign, Instagram's carousel). */
  get canAddPage(): boolean {
    return this.store.design.pages.length < FIELD_LIMITS.pagesPerDesign;
  }

  /** Shows page `id` on the canvas (its objects, background, settings); not a change of the design. */
  showPage(id: string): boolean {
    if (id === this.store.pageId) return false;
    if (!this.store.design.pages.some((page) => page.id === id))
      throw new RangeError(`No page with id "${id}"`);
    this.cancelCrop();
    this.selectBackground(false);
    this.store.transact({ label: 'show-page', undoable: false }, (draft) => draft.showPage(id));
    return true;
  }

  /** Shows the page before (-1) or after (1) the shown one; false at either end. */
  showNeighbourPage(step: -1 | 1): boolean {
    const page = this.store.design.pages[this.pageIndex + step];
    return page ? this.showPage(page.id) : false;
  }

  /** Adds a blank page after the shown one and shows it; one undo step. Null when the design is full. */
  addPage(): string | null {
    return this.insertPage('add-page', newPage());
  }

  /** Adds a copy of a page (default: the shown one) right after it and shows it; one undo step. */
  duplicatePage(id: string = this.store.pageId): string | null {
    const page = this.store.design.pages.find((candidate) => candidate.id === id);
    if (!page) throw new RangeError(`No page with id "${id}"`);
    return this.insertPage('duplicate-page', copyOfPage(page), this.store.design.pages.indexOf(page) + 1);
  }

  private insertPage(label: string, page: DesignPage, index = this.pageIndex + 1): string | null {
    if (!this.canAddPage) return null;
    this.cancelCrop();
    this.store.transact({ label, undoable: true }, (draft) => {
      draft.addPage(page, index);
      draft.showPage(page.id);
    });
    return page.id;
  }

  /** Deletes a page (default: the shown one), showing its neighbour; one undo step. The last page stays. */
  deletePage(id: string = this.store.pageId): boolean {
    if (this.store.design.pages.length <= 1) return false;
    if (!this.store.design.pages.some((page) => page.id === id))
      throw new RangeError(`No page with id "${id}"`);
    this.cancelCrop();
    this.store.transact({ label: 'delete-page', undoable: true }, (draft) => draft.removePage(id));
    return true;
  }

  /** Moves page `id` to place `index` (0 is the first); one undo step. False when it stays where it is. */
  movePage(id: string, index: number): boolean {
    const from = this.store.design.pages.findIndex((page) => page.id === id);
    if (from === -1) throw new RangeError(`No page with id "${id}"`);
    if (!Number.isInteger(index)) throw new RangeError(`Not a page place: ${index}`);
    const to = Math.max(0, Math.min(index, this.store.design.pages.length - 1));
    if (to === from) return false;
    this.store.transact({ label: 'move-page', undoable: true }, (draft) => draft.movePage(id, to));
    return true;
  }

  /** Our JSON of the design (DESIGN.md §3), a copy the caller may keep. */
  toDocument(): DesignDocument {
    return structuredClone(this.store.design);
  }

  /** The canvas size the design is made for (not a copy: read it, do not keep it). */
  getLayout(): Readonly<DesignDocument['layout']> {
    return this.store.document.layout;
  }

  getObjects(): readonly DesignObject[] {
    return this.store.document.objects;
  }

  getObject(id: string): DesignObject | undefined {
    return this.store.getObject(id);
  }

  /** The selected object when exactly one is selected, else null (see {@link getSelectedIds}). */
  getSelection(): string | null {
    return this.store.selectedId;
  }

  /** The selected object when exactly one is selected and it is of one of `types`, else null. */
  getSelectionOf(types: readonly DesignObject['type'][]): string | null {
    const id = this.store.selectedId;
    const type = id === null ? undefined : this.store.getObject(id)?.type;
    return type !== undefined && types.includes(type) ? id : null;
  }

  /** Every selected object id, bottom to top. */
  getSelectedIds(): readonly string[] {
    return this.store.selection;
  }

  isTouched(): boolean {
    return this.store.touched;
  }

  /** Read it when a save starts and give it back to {@link markSaved} when the save succeeded. */
  get revision(): number {
    return this.store.revision;
  }

  markSaved(revision?: number): void {
    this.store.markSaved(revision);
  }

  /**
   * Resizes the design to another layout; objects keep their relative place and are scaled (SPEC §4),
   * reflowed from where they were last placed by hand, so changing back to a layout restores the design.
   * Skipped (returns false) while {@link animating}, unless forced. A custom size outside 100–1500
   * throws an InvalidLayoutError.
   */
  applyLayout(choice: LayoutChoice, options: ApplyLayoutOptions = {}): boolean {
    const target = layoutTargetOf(resolveLayout(choice));
    if (this.animating && !options.force) return false;
    const { selection } = this.store;
    this.store.transact({ label: 'apply-layout', undoable: true }, (draft) => {
      this.reflowPages(draft, target);
      draft.select(selection);
    });
    return true;
  }

  /**
   * The design as a copy on another layout (magic resize, issue 23), the design on screen unchanged: every
   * page reflowed as a layout change reflows it (nothing off the canvas, text at least MIN_READABLE_FONT)
   * and, on a story, whatever fits between Instagram's bars moved out from under them; a picture that covered
   * the canvas covers the copy's. A custom size
   * outside 100–1500 throws an InvalidLayoutError.
   */
  resizedCopy(choice: LayoutChoice): DesignDocument {
    if (this.disposed) throw new Error('The engine was disposed');
    const target = layoutTargetOf(resolveLayout(choice));
    const copy = new DocumentStore(this.store.design);
    copy.transact({ label: 'resize-copy', undoable: false }, (draft) => {
      // The shown page's background picture is the one whose size is known (see backgroundOnLayout).
      draft.showPage(this.store.pageId);
      this.reflowPages(draft, target);
    });
    return keepOutOfStoryBars(keepPicturesCovering(this.store.design, copy.design));
  }

  /** Page `pageId` of another design (a resized copy) as a PNG data URL at its layout size, drawn off screen. */
  exportDesignPage(design: DesignDocument, pageId: string): Promise<string> {
    if (this.disposed) throw new Error('The engine was disposed');
    const { width, height } = design.layout;
    return this.pageRenderer.draw(design, pageId, (view) => view.exportImage(width, height, 'image/png'));
  }

  /** Every page of the draft's design reflowed onto `target`, each from its own bases; the shown page kept. */
  private reflowPages(draft: TransactionDraft, target: LayoutTarget): void {
    const { design } = draft;
    const shown = draft.document.pageId;
    // The layout is the design's: every page is reflowed onto it.
    for (const page of design.pages) {
      draft.showPage(page.id);
      const document = draft.document;
      const { geometry, bases } = resizeObjects(document, target);
      draft.setRoot({ background: this.background.onLayout(document, target), layoutBase: bases });
      for (const [id, patch] of geometry) draft.updateObject(id, patch);
    }
    draft.setRoot({ layout: target, viewport: viewportAt(target, design.viewport.scale) });
    draft.showPage(shown);
  }

  /** Adds a title, subtitle or body text with the drawer defaults (SPEC §9); see objects/pz-text/addText. */
  addText(role: TextRole, text: string, style: TextPresetStyle = {}): string {
    return addText(this.inserting, role, text, style);
  }

  /** Adds a picture from a path on this site (SPEC §9 sizes); see objects/pz-image/imageOperations. */
  addImage(src: string, options: { sticker?: boolean; at?: Point } = {}): Promise<string> {
    return addImage(this.inserting, src, options);
  }

  /** Adds an SVG vector or emoji 150 px wide (SPEC §9); see objects/pz-vector/svgOperations. */
  addVector(
    src: string,
    options: { vector_type?: VectorType; at?: Point; name?: string } = {},
  ): Promise<string> {
    return addVector(this.inserting, src, options);
  }

  /** Adds an SVG illustration 100 px wide (SPEC §9), named as addVector's; centred and selected, one undo step. */
  addIllustration(src: string, options: { at?: Point; name?: string } = {}): Promise<string> {
    return addIllustration(this.inserting, src, options);
  }

  /** Shows another picture in image `id`, as wide as before; one undo step once it has loaded. */
  replaceImage(id: string, src: string): Promise<void> {
    return replaceImageSource(this.inserting, id, src);
  }

  /** The colour targets of a vector or illustration (its SVG's distinct fills, SPEC §2). */
  colourTargets(id: string): Promise<readonly string[]> {
    return colourTargets(this.inserting, id);
  }

  /** Makes an image cover the whole canvas keeping its ratio, centred (SPEC §2 "adapt to full canvas"). */
  adaptImageToCanvas(id: string | null = this.store.selectedId): boolean {
    return adaptImageToCanvas(this.inserting, id);
  }

  /** The image in crop mode, or null. */
  get croppingId(): string | null {
    return this.crop.croppingId;
  }

  /** The crop frame now, in source pixels of the picture; null outside crop mode. */
  get cropRect(): CropRect | null {
    return this.crop.rect;
  }

  /** Crop mode on an image (SPEC §2 "crop"), the selected one by default; see {@link CropController.start}. */
  startCrop(id: string | null = this.store.selectedId): void {
    this.crop.start(id);
  }

  /** Moves the crop frame to `rect` (source pixels), kept inside the picture; returns where it went. */
  setCropRect(rect: CropRect): CropRect {
    return this.crop.setRect(rect);
  }

  /** Stores the crop as one undo step; see {@link CropController.apply}. */
  applyCrop(): boolean {
    return this.crop.apply();
  }

  /** Leaves crop mode storing nothing; false when not cropping. */
  cancelCrop(): boolean {
    return this.crop.cancel();
  }

  /** The object types this engine reads and draws (a toolbar looks a selected object's up with `toolbarOf`). */
  get objectTypes(): ObjectRegistry {
    return this.objects.objectTypes;
  }

  /**
   * Adds an object of any registered type from its defaults and `props`, at `at` or a free spot, selected,
   * as one undo step: how an insert menu adds a type that has no adding method of its own. Throws when the
   * type is not registered or `props` are not valid for it.
   */
  insertObject(type: string, props: Record<string, unknown> = {}, at?: Point): string {
    const definition = this.objects.objectTypes.get(type);
    if (!definition) throw new RangeError(`No object type "${type}"`);
    const record = createRecord(definition, { ...props, id: newObjectId(), left: 0, top: 0 });
    return this.addPlaced(`add-${type}`, record, at);
  }

  /**
   * Adds a new record centred on `at` (layout units; where it was dropped) or else at a free spot near
   * the centre, and selects it, as one undo step.
   */
  private addPlaced(label: string, record: DesignObject, at?: Point, ownFill?: string): string {
    if (this.disposed) throw new Error('The engine was disposed');
    const width = record.width * record.scaleX;
    const height = record.height * record.scaleY;
    if (at && !(Number.isFinite(at.x) && Number.isFinite(at.y)))
      throw new RangeError('Not a point on the canvas');
    const spot = at
      ? { left: round2(at.x - width / 2), top: round2(at.y - height / 2) }
      : this.freeSpotFor(width, height);
    const fill = ownFill && this.readableFill(ownFill, { ...spot, width, height });
    // As the toolbar's first colour, so the person sees it there and can change it.
    const object = { ...record, ...spot, ...(fill ? { colorsByTargets: { '0': fill } } : {}) };
    this.store.transact({ label, undoable: true }, (draft) => {
      draft.addObject(object);
      draft.select(object.id);
    });
    return object.id;
  }

  /**
   * The colour a one-colour object of colour `own` takes in `box` so that it stands out (SPEC §9 threshold
   * 186): null when its own colour already does, else #1a1a1a on a light background or white on a dark one.
   */
  private readableFill(own: string, box: { left: number; top: number; width: number; height: number }) {
    const brightness = this.view.brightnessUnder(box);
    const ownLight = isLightColour(own);
    return ownLight === brightness >= TEXT_CONTRAST_THRESHOLD ? textColourForBrightness(brightness) : null;
  }

  /** Where a new object of this (scaled) size goes: where it covers nothing, else cascaded (placeNew). */
  private freeSpotFor(
    width: number,
    height: number,
    options?: PlacementOptions,
  ): { left: number; top: number } {
    return placeNew({ width, height }, this.store.document, options);
  }

  /** The track played with the design (SPEC §3 timeline audio), or none; one undo step that touches it. */
  setTimelineAudio(audio: TimelineAudio | null): void {
    this.timeline.setAudio(audio);
  }

  getTimelineAudio(): TimelineAudio | null {
    return this.timeline.audio;
  }

  /** The address a document's asset is fetched from (site paths under the app's prefix). */
  assetUrl(src: string): string {
    return this.assets.urlOf(src);
  }

  /** The timeline's length in seconds (SPEC §3, default 15): the shown page's, its scene's in a video. */
  getTimelineDuration(): number {
    return this.timeline.duration;
  }

  /** The design's pages as the scenes of its video (issue 23), one after another. */
  getScenes(): Scene[] {
    return this.timeline.scenes;
  }

  /** How long the design's video lasts: its pages' lengths added up. */
  getVideoDuration(): number {
    return this.timeline.videoDuration;
  }

  /** See {@link TimelineController.setDuration}. */
  setTimelineDuration(seconds: number): void {
    this.timeline.setDuration(seconds);
  }

  /** See {@link TimelineController.setAnimation}. */
  setAnimation(id: string, change: AnimationChange): void {
    this.timeline.setAnimation(id, change);
  }

  /** The canvas background colour; one drag across the colour picker is one undo step. */
  setBackgroundColor(color: string): void {
    this.background.setColor(color);
  }

  /** True while a background picture or pattern is loading; other background requests are ignored. */
  get loadingBackground(): boolean {
    return this.background.loading;
  }

  /** See {@link BackgroundController.setImage}. */
  setBackgroundImage(src: string): Promise<boolean> {
    return this.background.setImage(src);
  }

  /** Whether the background picture is selected for moving: a drag on empty canvas moves it then. */
  get backgroundSelected(): boolean {
    return this.background.selected;
  }

  /** See {@link BackgroundController.select}. */
  selectBackground(selected: boolean): boolean {
    return this.background.select(selected);
  }

  /** Removes the background picture (the colour or pattern shows again); one undo step. */
  removeBackgroundImage(): void {
    this.background.removeImage();
  }

  /** See {@link BackgroundController.setPattern}. */
  setPattern(src: string): Promise<boolean> {
    return this.background.setPattern(src);
  }

  /** Removes the pattern: the background colour shows again. One undo step. */
  clearPattern(): void {
    this.background.clearPattern();
  }

  /** The pattern zoom in percent, a whole number from 100 to 500 (it enlarges the tile above 100). */
  setPatternZoom(zoom: number, options: { mergeKey?: string } = {}): void {
    this.background.setPatternZoom(zoom, options);
  }

  /** See {@link BackgroundController.updateSettings}; a run with one `mergeKey` ends at {@link endGesture}. */
  updateBackgroundSettings(patch: BackgroundSettingsPatch, options: { mergeKey?: string } = {}): void {
    this.background.updateSettings(patch, options);
  }

  /** The background now: its colour and picture, the pattern and the picture's settings. */
  getBackground(): BackgroundState {
    return this.background.state;
  }

  /** See {@link BackgroundController.moveImage}. */
  moveBackgroundImage(dx: number, dy: number): boolean {
    return this.background.moveImage(dx, dy);
  }

  /** Whether {@link setAsBackground} applies now: exactly one object selected, and it is a picture. */
  get canSetAsBackground(): boolean {
    return this.background.canSetFromSelection;
  }

  /** "Set as background" (issue 21), see {@link BackgroundController.setFromSelection}. */
  setAsBackground(): Promise<boolean> {
    return this.background.setFromSelection();
  }

  /** Adds a fancy text (SPEC §9: 25 px Fredoka One, white) on a catalogue shape, centred and selected. */
  addFancyText(text = 'Fancy text', shapeId?: string): string {
    return addFancyText(this.fittedObjects, text, shapeId);
  }

  /** Changes a fancy text (shape, padding, colours, wrapping…); its shape refits its text. */
  updateFancyText(id: string, patch: FancyTextPatch): void {
    updateFancyText(this.fittedObjects, id, patch);
  }

  /** The fancy-text toolbar's spacing button: 0.7 → 1 → 1.4 → 1.7 → 0.7 (SPEC §2). */
  cycleFancySpacing(id: string): FtextSpacing {
    return cycleFancySpacing(this.fittedObjects, id);
  }

  /** The fancy-text toolbar's alignment button: centre → right → left (SPEC §2). */
  cycleFancyAlignment(id: string): FtextAlignment {
    return cycleFancyAlignment(this.fittedObjects, id);
  }

  /** The fancy-text toolbar's wrapping button; true when lines now break at `maxCharsPerLine`. */
  toggleFancyWrapping(id: string): boolean {
    return toggleFancyWrapping(this.fittedObjects, id);
  }

  /**
   * Adds a hashtag, location or mention button, a poll, a question or a slider with its defaults and
   * SPEC §9 start scale, centred and selected; it is sized to fit its text. A design holds one hashtag,
   * location, poll, question and slider (SPEC §5): a second throws a StickerExistsError, adding nothing.
   */
  addSticker<Kind extends InstagramStickerType>(kind: Kind, props: StickerProps<Kind> = {}): string {
    return addSticker(this.fittedObjects, kind, props);
  }

  /** Changes a sticker's text or colours; it resizes to fit its text (SPEC §4). */
  updateSticker(id: string, patch: ObjectPatch): void {
    updateSticker(this.fittedObjects, id, patch);
  }

  /**
   * Styles text (SPEC §4): the selected characters while the text is edited, else the whole layer,
   * dropping per-character overrides of the same properties. A font family applies once its face has
   * loaded; a face that cannot load rejects with a FontLoadError and the text keeps its font.
   */
  setTextStyle(id: string, style: CharacterStyle): Promise<void> {
    return setTextStyle(this.fittedObjects, id, style);
  }

  /** Bold, italic, underline, strikethrough: of the characters selected while editing, else of the layer. */
  textFormatOf(id: string): TextFormatState {
    return textFormatOf(this.fittedObjects, id);
  }

  /**
   * Turns a format on for the characters selected while editing, or the whole text (SPEC §4); off when
   * they all have it already. One undo step.
   */
  toggleTextFormat(id: string, format: TextFormat): Promise<void> {
    return toggleTextFormat(this.fittedObjects, id, format);
  }

  /** Calls `listener` when the caret or the selected characters of the text being edited move. */
  onTextSelectionChange(listener: () => void): () => void {
    return this.view.canvas.on('text:selection:changed', () => listener());
  }

  setTextAlign(id: string, align: TextAlign): void {
    setTextAlign(this.fittedObjects, id, align);
  }

  /** Upper, lower or title case of the characters selected while editing, else of the whole text. */
  changeTextCase(id: string, to: TextCase): void {
    changeCase(this.fittedObjects, id, to);
  }

  /** A bulleted or numbered list, or plain paragraphs again when the text already is that list. */
  toggleTextList(id: string, listStyle: TextListStyle): void {
    toggleTextList(this.fittedObjects, id, listStyle);
  }

  /**
   * Sets text effects of a pz-text: outline, shadow, curve, highlight (null turns one off). One undo step;
   * with `merge`, a run of changes of the same effects is one step until {@link endGesture} (a slider drag).
   * Throws a RangeError for a value out of its limits, changing nothing.
   */
  setTextEffects(id: string, effects: Partial<TextEffects>, options: { merge?: boolean } = {}): void {
    const patch = textEffectPatch(this.requireObject(id), effects);
    const mergeKey = options.merge
      ? `text-effects:${id}:${Object.keys(effects).sort().join(',')}`
      : undefined;
    this.store.transact({ label: 'text-effects', undoable: true, mergeKey }, (draft) =>
      draft.updateObject(id, patch),
    );
  }

  /** One effect of a pz-text now (null when off, or when `id` is not a text). */
  getTextEffect<Name extends TextEffectName>(id: string, effect: Name): TextEffects[Name] | null {
    const object = this.requireObject(id);
    return object.type === 'pz-text' ? object[effect] : null;
  }

  private get inserting(): InsertContext {
    return {
      store: this.store,
      view: this.view,
      assets: this.assets,
      place: (label, record, at, ownFill) => this.addPlaced(label, record, at, ownFill),
    };
  }

  private get fittedObjects(): FittedObjectContext {
    return {
      store: this.store,
      freeSpotFor: (width, height, options) => this.freeSpotFor(width, height, options),
      editingSelection: (id) => {
        const active = this.view.canvas.getActiveObject();
        if (!(active instanceof Textbox) || !active.isEditing || this.store.selectedId !== id) return null;
        return { start: active.selectionStart, end: active.selectionEnd };
      },
    };
  }

  /**
   * Selects one object, several (a multi-selection), or none (null or []). Unknown ids are refused. A
   * member of a group brings the whole group, as a click on the canvas does.
   */
  select(ids: string | readonly string[] | null): void {
    const named = ids === null ? [] : typeof ids === 'string' ? [ids] : ids;
    for (const id of named) this.requireObject(id);
    // One locked or hidden layer may be picked in the layers panel; a multi-selection leaves them out, so a
    // drag of several never moves a locked one.
    const wanted =
      named.length > 1
        ? named.filter((id) => {
            const object = this.store.getObject(id);
            return !object?.locked && !object?.hidden;
          })
        : named;
    const whole = withWholeGroups(this.store.document.objects, wanted);
    this.store.transact({ label: 'select', undoable: false }, (draft) => draft.select(whole));
  }

  /**
   * The id of the topmost object under a point of the page (client pixels, as a pointer event gives),
   * locked ones included and hidden ones not; null over empty canvas. Selecting it ({@link select}) brings
   * its outermost group, as a click does.
   */
  objectIdAt(clientX: number, clientY: number): string | null {
    return this.view.objectIdAt(clientX, clientY);
  }

  /** The box the selection takes on the page, in client pixels (to open a menu by it); null when empty. */
  selectionClientRect(): { left: number; top: number; width: number; height: number } | null {
    return this.view.clientRectOf(this.store.selection);
  }

  /** The outermost group object `id` is in and its members (bottom to top); null when it is in none. */
  getGroupOf(id: string): GroupInfo | null {
    this.requireObject(id);
    return groupOf(this.store.document.objects, id);
  }

  /** Whether {@link group} applies now: two or more objects selected that are not already one group. */
  get canGroup(): boolean {
    return canGroup(this.store.document.objects, this.store.selection);
  }

  /** Why {@link group} does not apply now ('group_two', 'group_depth', 'already_group'), or null when it does. */
  get groupRefusal(): ReturnType<typeof groupRefusal> {
    return groupRefusal(this.store.document.objects, this.store.selection);
  }

  /** Whether {@link ungroup} applies now: something selected is in a group. */
  get canUngroup(): boolean {
    const selected = new Set(this.store.selection);
    return this.store.document.objects.some(
      (object) => selected.has(object.id) && (object.groupIds?.length ?? 0) > 0,
    );
  }

  /**
   * Makes the selected objects one group (Ctrl/Cmd+G), stacked together where the topmost of them was;
   * one undo step. Returns the new group id, or null when fewer than two objects are selected or they
   * are already exactly one group.
   */
  group(): string | null {
    if (!this.canGroup) return null;
    const groupId = newObjectId();
    this.store.transact({ label: 'group', undoable: true }, (draft) => groupSelected(draft, groupId));
    return groupId;
  }

  /** Undoes the outermost group of the selection (Ctrl/Cmd+Shift+G); its objects stay selected. */
  ungroup(): boolean {
    if (!this.canUngroup) return false;
    return this.onSelection('ungroup', ungroupSelected);
  }

  /** Selects every object of the design that is neither locked nor hidden (Ctrl/Cmd+A); false when none is. */
  selectAll(): boolean {
    const ids = this.store.document.objects
      .filter((object) => !object.locked && !object.hidden)
      .map((object) => object.id);
    this.select(ids);
    return ids.length > 0;
  }

  /**
   * Copies the selected objects (whole groups) to the system clipboard: our JSON under a custom format and
   * as marked plain text, and a PNG of them. Resolves false when nothing is selected.
   */
  copy(): Promise<boolean> {
    return this.clipboard.copy('copy');
  }

  /** Copies the selection, then deletes it as one undo step. */
  cut(): Promise<boolean> {
    return this.clipboard.copy('cut');
  }

  /**
   * Pastes the system clipboard (issue 21): Lienzo objects with new ids, 40 px down and right of their
   * originals in this design or in place in another; a PNG or JPEG picture uploaded and added; plain text
   * as a text. Anything else is refused with a reason, inserting nothing. One undo step.
   */
  paste(): Promise<PasteResult> {
    return this.clipboard.paste();
  }

  /** Pastes clipboard content read elsewhere (a paste event), as {@link paste} does. */
  pasteContent(content: ClipboardContent, image: Blob | null = null): Promise<PasteResult> {
    return this.clipboard.pasteContent(content, image);
  }

  /** Deletes every selected object as one undo step. */
  deleteSelected(): boolean {
    return this.onSelection('delete', removeSelected);
  }

  /** Why the selection may not be duplicated: the '<type>_exists' key of a one-each sticker in it, or null. */
  duplicateRefusal(): StickerExistsCode | null {
    for (const id of this.store.selection) {
      const object = this.store.getObject(id);
      const kind = object ? stickerKindOf(object) : null;
      const exists = kind ? stickerExistsCode(this.store.document.objects, kind) : null;
      if (exists) return exists;
    }
    return null;
  }

  /**
   * Copies the selected objects 40 px down and right (SPEC §9 clone offset) and selects the copies. A copy
   * of the design's one hashtag, location, poll, question or slider would be a second (SPEC §5): then it
   * throws a StickerExistsError and copies nothing.
   */
  duplicate(): string[] {
    const refusal = this.duplicateRefusal();
    if (refusal) throw new StickerExistsError(refusal);
    let copies: string[] = [];
    this.onSelection('duplicate', (draft) => {
      copies = duplicateSelected(draft);
    });
    return copies;
  }

  flipHorizontal(): boolean {
    return this.onSelection('flip-horizontal', (draft) => flip(draft, 'horizontal'));
  }

  flipVertical(): boolean {
    return this.onSelection('flip-vertical', (draft) => flip(draft, 'vertical'));
  }

  /** Turns the selection 45° about each object's centre; a full turn wraps to 0 (SPEC §2). */
  rotate(): boolean {
    return this.onSelection('rotate', rotateStep);
  }

  /** Moves the selection by (dx, dy) layout pixels, one undo step per call (one key press). */
  nudge(dx: number, dy: number): boolean {
    return this.onSelection('nudge', (draft) => nudge(draft, dx, dy));
  }

  /**
   * Aligns one object (or one group) to an edge or centre line of the page, several to the box around them
   * all; turned objects by their upright bounding boxes. One undo step.
   */
  align(edge: AlignEdge): boolean {
    return this.onSelection(`align-${edge}`, (draft) => alignSelected(draft, edge));
  }

  /** Whether {@link distribute} applies: three or more objects or groups selected. */
  get canDistribute(): boolean {
    return selectedUnits(this.store.document.objects, this.store.selection).length >= 3;
  }

  /** Spaces the selected objects (or groups) with equal gaps; the outermost two stay. One undo step. */
  distribute(axis: DistributeAxis): boolean {
    if (!this.canDistribute) return false;
    return this.onSelection(`distribute-${axis}`, (draft) => distributeSelected(draft, axis));
  }

  /** Whether {@link tidy} applies: two or more objects or groups selected. */
  get canTidy(): boolean {
    return selectedUnits(this.store.document.objects, this.store.selection).length >= 2;
  }

  /** Arranges the selected objects (or groups) into a tidy grid in reading order. One undo step. */
  tidy(): boolean {
    if (!this.canTidy) return false;
    return this.onSelection('tidy', tidySelected);
  }

  /**
   * Styles every selected text, fancy text and button as a whole (colour, font, size); other objects are
   * left alone. A run of the same change (a slider drag) is one undo step until {@link endGesture}.
   */
  async styleSelection(style: CharacterStyle): Promise<void> {
    if (style.fontFamily !== undefined) {
      await loadFontFace(style.fontFamily, {
        weight: style.fontWeight ?? 'normal',
        style: style.fontStyle ?? 'normal',
      });
    }
    const mergeKey = `selection-style:${this.store.selection.join(',')}:${Object.keys(style).sort().join(',')}`;
    this.store.transact({ label: 'selection-style', undoable: true, mergeKey }, (draft) =>
      styleSelectedTexts(draft, style),
    );
  }

  /** Sets the opacity (0–1) of every selected object; one slider drag is one undo step. */
  setSelectionOpacity(opacity: number): void {
    if (!Number.isFinite(opacity)) throw new RangeError(`Not an opacity: ${opacity}`);
    const mergeKey = `selection-opacity:${this.store.selection.join(',')}`;
    this.store.transact({ label: 'selection-opacity', undoable: true, mergeKey }, (draft) =>
      setSelectedOpacity(draft, opacity),
    );
  }

  /** Turns every selected object to `angle` degrees about its own centre; one slider drag is one step. */
  setSelectionAngle(angle: number): void {
    if (!Number.isFinite(angle)) throw new RangeError(`Not an angle: ${angle}`);
    const mergeKey = `selection-angle:${this.store.selection.join(',')}`;
    this.store.transact({ label: 'selection-angle', undoable: true, mergeKey }, (draft) =>
      setSelectedAngle(draft, angle),
    );
  }

  /** Gives every selected object the same animation change; a RangeError changes none of them. */
  setSelectionAnimation(change: AnimationChange): void {
    this.store.transact({ label: 'selection-animation', undoable: true }, (draft) =>
      animateSelected(draft, change),
    );
  }

  /** Whether the selection can go up the stack (forward, to the front), or down: it is not all at that end. */
  canRestack(up: boolean): boolean {
    return canRestack(this.store.document.objects, this.store.selection, up);
  }

  bringForward(): boolean {
    return this.restack('forward');
  }

  sendBackward(): boolean {
    return this.restack('backward');
  }

  bringToFront(): boolean {
    return this.restack('front');
  }

  sendToBack(): boolean {
    return this.restack('back');
  }

  private restack(direction: Restack): boolean {
    return this.onSelection(`restack-${direction}`, (draft) => restack(draft, direction));
  }

  /**
   * Locks or unlocks layers (whole groups; the selection by default) as one undo step: a locked layer is
   * still listed and selectable in the layers panel but is not picked, moved, turned, aligned or deleted
   * on the canvas. False when nothing changed.
   */
  setLocked(locked: boolean, ids: readonly string[] = this.store.selection): boolean {
    return this.onObjects(ids, locked ? 'lock' : 'unlock', (draft) =>
      setLayerFlag(draft, ids, 'locked', locked),
    );
  }

  /** Hides or shows layers (whole groups; the selection by default), one undo step: hidden is neither drawn nor exported. */
  setHidden(hidden: boolean, ids: readonly string[] = this.store.selection): boolean {
    return this.onObjects(ids, hidden ? 'hide' : 'show', (draft) =>
      setLayerFlag(draft, ids, 'hidden', hidden),
    );
  }

  /** Whether any of the layers (the selection by default) is locked (`on`) or unlocked (`!on`). */
  hasLocked(on: boolean, ids: readonly string[] = this.store.selection): boolean {
    return ids.length > 0 && someHaveFlag(this.store.document.objects, ids, 'locked', on);
  }

  /** Whether any of the layers (the selection by default) is hidden (`on`) or shown (`!on`). */
  hasHidden(on: boolean, ids: readonly string[] = this.store.selection): boolean {
    return ids.length > 0 && someHaveFlag(this.store.document.objects, ids, 'hidden', on);
  }

  /** Names a layer (an empty name goes back to the name from its content); one undo step. */
  renameLayer(id: string, name: string): boolean {
    this.requireObject(id);
    return this.onObjects([id], 'rename', (draft) => renameLayer(draft, id, name));
  }

  private onObjects(
    ids: readonly string[],
    label: string,
    recipe: Parameters<DocumentStore['transact']>[1],
  ): boolean {
    for (const id of ids) this.requireObject(id);
    if (ids.length === 0) return false;
    const transaction = this.store.transact({ label, undoable: true }, recipe);
    return transaction !== null && transaction.changes.length > 0;
  }

  /** Runs an undoable recipe on the selection; false when nothing is selected or nothing changed. */
  private onSelection(label: string, recipe: Parameters<DocumentStore['transact']>[1]): boolean {
    if (this.store.selection.length === 0) return false;
    const transaction = this.store.transact({ label, undoable: true }, recipe);
    return transaction !== null && transaction.changes.length > 0;
  }

  moveObject(id: string, dx: number, dy: number): void {
    const object = this.requireObject(id);
    this.updateObject(id, { left: round2(object.left + dx), top: round2(object.top + dy) });
  }

  /**
   * Changes properties of one object; the result must still be a valid record or nothing changes.
   * `merge` makes a run of edits of the same properties one undo step until the gesture ends (a slider drag,
   * see {@link endGesture}).
   */
  updateObject(id: string, patch: ObjectPatch, options: { merge?: boolean } = {}): void {
    const object = this.requireObject(id);
    const mergeKey = options.merge ? `update:${id}:${Object.keys(patch).sort().join(',')}` : undefined;
    if (fitsItsText(object)) {
      // Fancy text and stickers resize to fit their text whichever way it changes (SPEC §4).
      const fitted = fittedPatch(object, patch);
      this.store.transact({ label: 'update', undoable: true, mergeKey }, (draft) =>
        draft.updateObject(id, fitted),
      );
      return;
    }
    const parsed = this.objects.objectTypes.objectSchema.safeParse({
      ...object,
      ...patch,
      id: object.id,
      type: object.type,
    });
    if (!parsed.success) throw new RangeError(describeIssues(parsed.error));
    const checked = Object.fromEntries(
      Object.keys(patch).map((key) => [key, (parsed.data as Record<string, unknown>)[key]]),
    ) as ObjectPatch;
    this.store.transact({ label: 'update', undoable: true, mergeKey }, (draft) =>
      draft.updateObject(id, checked),
    );
  }

  get zoom(): number {
    return this.viewport.zoom;
  }

  /** Shows the canvas at `scale` (1 = layout size). Zooming is not an edit: not undoable, not touched. */
  setZoom(scale: number): void {
    this.viewport.setZoom(scale);
  }

  zoomIn(): void {
    this.viewport.zoomIn();
  }

  zoomOut(): void {
    this.viewport.zoomOut();
  }

  /** See {@link ViewportController.fitToArea}. */
  fitToArea(width: number, height: number, room?: Room): void {
    this.viewport.fitToArea(width, height, room);
  }

  /** The design's PNG at exactly its layout size; see {@link ExportController.png}. */
  exportPng(): string {
    return this.export.png();
  }

  /** The design's JPEG at exactly its layout size; see {@link ExportController.jpeg}. */
  exportJpeg(quality = 0.92): string {
    return this.export.jpeg(quality);
  }

  /** Page `id` as a PNG or JPEG data URL; see {@link ExportController.page}. */
  exportPage(id: string, type: 'image/png' | 'image/jpeg' = 'image/png', quality = 0.92): Promise<string> {
    return this.export.page(id, type, quality);
  }

  /** The first page's PNG at its layout size: the design's picture in the gallery and in a one-picture post. */
  exportFirstPage(): Promise<string> {
    return this.export.firstPage();
  }

  /** A small JPEG of page `id`, its longer side `maxSize` pixels at most (the page strip's thumbnail). */
  pageThumbnail(id: string, maxSize: number): Promise<string> {
    return this.export.pageThumbnail(id, maxSize);
  }

  /** Every page as a PNG or JPEG in one ZIP; see {@link ExportController.pagesZip}. */
  exportPagesZip(options: Parameters<ExportController['pagesZip']>[0]): Promise<Blob> {
    return this.export.pagesZip(options);
  }

  /** The design as a PDF; see {@link ExportController.pdf}. */
  exportPdf(options: Parameters<ExportController['pdf']>[0] = {}): Promise<Blob> {
    return this.export.pdf(options);
  }

  /** Shows the design as at `seconds` of its timeline (a preview frame, SPEC §4); null shows it as it is. */
  showMoment(seconds: number | null): void {
    if (seconds !== null && !Number.isFinite(seconds)) throw new RangeError(`Not a moment: ${seconds}`);
    // Selection frames would be drawn where the objects are, not where the moment shows them.
    if (seconds !== null && this.store.selection.length > 0) this.select(null);
    this.view.showMoment(seconds);
  }

  /**
   * A player of the design's preview on this canvas (SPEC §4). Made here so the app reaches it through the
   * engine it already has, without importing the editor (which lives in the lazily loaded chunk).
   */
  createPreview(listeners: PreviewListeners = {}): PreviewPlayer {
    return new PreviewPlayer(this, listeners);
  }

  /** The design as a WebM or MP4 video; see {@link ExportController.video}. */
  exportVideo(options: Parameters<ExportController['video']>[0] = {}): Promise<Blob> {
    return this.export.video(options);
  }

  /** The design's animation as an animated GIF; see {@link ExportController.gif}. */
  exportGif(options: Parameters<ExportController['gif']>[0] = {}): Promise<Blob> {
    return this.export.gif(options);
  }

  /** The frame size of the design's video at a resolution. */
  videoSize(resolution: VideoResolution): { width: number; height: number } {
    return this.export.videoSize(resolution);
  }

  /** Whether this browser makes an MP4 of the design at that resolution itself (else the server's copy). */
  canExportMp4(resolution: VideoResolution = 'layout'): Promise<boolean> {
    return this.export.canMakeMp4(resolution);
  }

  /** The key of what the design's video is made of: equal keys, equal videos. */
  videoFramesKey(): Promise<string> {
    return this.export.videoFramesKey();
  }

  /** A PNG thumbnail of one object, its longer side at most `maxSize` pixels (never enlarged). */
  objectToDataUrl(id: string, maxSize: number): string {
    return this.export.objectPicture(id, maxSize);
  }

  /** A PNG thumbnail of several objects as they stand together (a group's row); null when none is drawn. */
  objectsToDataUrl(ids: readonly string[], maxSize: number): string | null {
    return this.export.objectsPicture(ids, maxSize);
  }

  /** The centre guides shown right now: only while an object is moved near a canvas centre line. */
  get guides(): CentreGuides {
    return this.view.guides;
  }

  /**
   * Every guide shown right now (only while an object is moved or resized): the canvas centre lines, the
   * lines to the other objects' edges and centres it snapped to, and equal spacings.
   */
  get smartGuides(): SmartGuides {
    return this.view.smartGuides;
  }

  /**
   * Shades the bars Instagram's story screen covers (core's story safe zones) over the canvas, on the screen
   * only: never in the document or an export. It shows on story layouts only; `drawn` says whether it does.
   */
  showSafeZones(shown: boolean): void {
    this.view.showSafeZones(shown);
  }

  get safeZones(): { shown: boolean; drawn: boolean } {
    return this.view.safeZones;
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.crop.dispose();
    for (const dispose of this.disposers.splice(0)) dispose();
    this.events.clear();
    this.store.events.clear();
    await Promise.all([this.view.dispose(), this.pageRenderer.dispose()]);
  }

  private requireObject(id: string): DesignObject {
    const object = this.store.getObject(id);
    if (!object) throw new RangeError(`No object with id "${id}"`);
    return object;
  }
}

/** Documents hold only paths on this site (core's `assetSrc`): refuse anything else before loading it. */
/** What a preset text style may set on a new text (SPEC §9 preset styles). */

/** Any stored design, repaired by core's `restore`; absolute URLs on this very site become paths. */
function readDocument(input: unknown, objectTypes: ObjectRegistry): LoadResult | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const siteOrigin = globalThis.location?.origin;
  return restore(input, { siteOrigins: siteOrigin ? [siteOrigin] : [], objectTypes });
}
