import {
  FIELD_LIMITS,
  firstPage,
  pageDocument,
  type DesignDocument,
  type DesignObject,
  type DesignPage,
  type PageDocument,
} from '@lienzo/core';
import { Emitter } from '../Emitter';
import { sameValue } from './sameValue';
import {
  applyChange,
  invertChanges,
  type Change,
  type DesignRootPatch,
  type ObjectPatch,
  type PageRootPatch,
  type Transaction,
  type TransactionDraft,
  type TransactionOptions,
} from './transaction';

export interface SelectionEvent {
  /** The selected object when exactly one is selected, else null. */
  id: string | null;
  /** Every selected object, bottom to top as they are stacked; [] when nothing is selected. */
  ids: readonly string[];
}

export interface StoreEvents {
  [name: string]: unknown;
  /** After every change of the design and every change of the shown page; `document` is the shown page. */
  change: { transaction: Transaction; document: PageDocument };
  selection: SelectionEvent;
  touched: { touched: boolean };
}

/** Recorded changes replayed by a history, and where they land. */
export interface ReplayStep {
  direction: 'undo' | 'redo';
  changes: readonly Change[];
  selection: readonly string[];
  /** The revision of the state the replay returns to. */
  revision: number;
  /** The page shown in the state the replay returns to. */
  page: string;
}

/**
 * The single source of truth of the editor: our design document (never Fabric's) plus session state, the
 * shown page among them. Documents are immutable values: every transaction produces a new document object,
 * and only the records it changed are new, so a view can compare by reference to find what to redraw.
 */
export class DocumentStore {
  readonly events = new Emitter<StoreEvents>();
  private current: DesignDocument;
  private shown: string;
  private shownView: { design: DesignDocument; page: string; view: PageDocument } | null = null;
  private selected: readonly string[] = [];
  /** Source of fresh revision numbers: every undoable change makes a state no earlier one had. */
  private revisionCounter = 0;
  private currentRevision = 0;
  private savedRevision = 0;

  constructor(document: DesignDocument) {
    this.current = document;
    this.shown = firstPage(document).id;
  }

  /** The whole design, every page. */
  get design(): DesignDocument {
    return this.current;
  }

  /** The shown page as a one-page document: what the canvas draws and commands edit. */
  get document(): PageDocument {
    return this.viewOf(this.current, this.shown);
  }

  /** The id of the shown page. */
  get pageId(): string {
    return this.shown;
  }

  /** The selected object ids, bottom to top. */
  get selection(): readonly string[] {
    return this.selected;
  }

  /** The selected object when exactly one is selected. */
  get selectedId(): string | null {
    return this.selected.length === 1 ? (this.selected[0] ?? null) : null;
  }

  /** The design differs from the state last saved or loaded. */
  get touched(): boolean {
    return this.currentRevision !== this.savedRevision;
  }

  /**
   * Names the current document state: each undoable change makes a new number, undo and redo go back
   * to the number of the state they restore.
   */
  get revision(): number {
    return this.currentRevision;
  }

  /** An object of the shown page. */
  getObject(id: string): DesignObject | undefined {
    return this.document.objects.find((object) => object.id === id);
  }

  /**
   * Runs `recipe` as one transaction. Nothing is emitted when it changed nothing, so commands may
   * call it freely (a click that moved nothing does not make the design touched).
   */
  transact(options: TransactionOptions, recipe: (draft: TransactionDraft) => void): Transaction | null {
    return this.run(options, recipe, options.undoable ? null : this.currentRevision);
  }

  /** Replays recorded changes as one atomic, non-undoable transaction (a history's undo or redo). */
  replay(step: ReplayStep): Transaction | null {
    const changes = step.direction === 'undo' ? invertChanges(step.changes) : step.changes;
    return this.run(
      { label: step.direction, undoable: false },
      (draft) => {
        for (const change of changes) applyChange(draft, change);
        if (draft.design.pages.some((page) => page.id === step.page)) draft.showPage(step.page);
        draft.select(step.selection);
      },
      step.revision,
    );
  }

  /** Replaces the whole document as a non-undoable step (load, reset) and marks it clean. */
  load(document: DesignDocument, label = 'load'): void {
    this.transact({ label, undoable: false }, (draft) => {
      draft.select(null);
      draft.replace(document);
      draft.showPage(firstPage(document).id);
    });
    this.markSaved();
  }

  /**
   * Marks the design saved. With the revision read when the save started, changes made while the
   * save was in flight keep the design touched.
   */
  markSaved(revision = this.currentRevision): void {
    const wasTouched = this.touched;
    this.savedRevision = revision;
    if (wasTouched !== this.touched) this.events.emit('touched', { touched: this.touched });
  }

  /** The page view of `design`, made once per design state and page so views may compare by reference. */
  private viewOf(design: DesignDocument, page: string): PageDocument {
    const cached = this.shownView;
    if (cached && cached.design === design && cached.page === page) return cached.view;
    const view = pageDocument(design, page);
    this.shownView = { design, page, view };
    return view;
  }

  /** `landOn` is the revision after the transaction; null makes a fresh one if anything changed. */
  private run(
    options: TransactionOptions,
    recipe: (draft: TransactionDraft) => void,
    landOn: number | null,
  ): Transaction | null {
    const changes: Change[] = [];
    const selectionBefore = this.selected;
    const pageBefore = this.shown;
    let design = this.current;
    let shown = this.shown;
    let selection = this.selected;

    const pageIndexOf = (id: string) => design.pages.findIndex((page) => page.id === id);
    const shownIndex = () => {
      const at = pageIndexOf(shown);
      if (at === -1) throw new Error(`No page with id "${shown}"`);
      return at;
    };
    const shownPage = (): DesignPage => design.pages[shownIndex()] as DesignPage;
    const writePage = (page: DesignPage) => {
      const pages = [...design.pages];
      pages[shownIndex()] = page;
      design = { ...design, pages };
    };
    const objects = () => shownPage().objects;
    const setObjects = (next: DesignObject[]) => writePage({ ...shownPage(), objects: next });
    const indexOf = (id: string) => objects().findIndex((object) => object.id === id);
    /** `exact`: a field given as undefined is removed; otherwise it is left as it is. */
    const patchObject = (id: string, patch: ObjectPatch, exact: boolean) => {
      const at = indexOf(id);
      const existing = objects()[at];
      if (!existing) throw new Error(`No object with id "${id}"`);
      const before: ObjectPatch = {};
      const after: ObjectPatch = {};
      for (const [key, value] of Object.entries(patch)) {
        if (key === 'id' || key === 'type' || (value === undefined && !exact)) continue;
        const old = (existing as Record<string, unknown>)[key];
        if (sameValue(old, value)) continue;
        Object.assign(before, { [key]: old });
        Object.assign(after, { [key]: value });
      }
      if (Object.keys(after).length === 0) return;
      changes.push({ kind: 'update', page: shown, id, before, after });
      const updated: Record<string, unknown> = { ...existing, ...after };
      for (const [key, value] of Object.entries(after)) if (value === undefined) delete updated[key];
      const next = [...objects()];
      next[at] = updated as DesignObject;
      setObjects(next);
    };
    /** The fields of `patch` that differ from `record`, before and after; undefined removes a field. */
    const diff = <Patch extends object>(record: object, patch: Patch) => {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        const old = (record as Record<string, unknown>)[key];
        if (sameValue(old, value)) continue;
        before[key] = old;
        after[key] = value;
      }
      return Object.keys(after).length === 0 ? null : { before: before as Patch, after: after as Patch };
    };
    const withFields = <Fields extends object>(record: Fields, after: object): Fields => {
      const updated: { [key: string]: unknown } = { ...(record as object), ...after };
      for (const [key, value] of Object.entries(after)) if (value === undefined) delete updated[key];
      return updated as Fields;
    };
    const keepSelected = () => {
      const kept = selection.filter((id) => indexOf(id) !== -1);
      if (kept.length !== selection.length) selection = kept;
    };
    const draft: TransactionDraft = {
      get document() {
        return pageDocument(design, shown);
      },
      get design() {
        return design;
      },
      get selection() {
        return selection;
      },
      replace(next) {
        changes.push({ kind: 'replace', before: design, after: next });
        design = next;
        if (pageIndexOf(shown) === -1) {
          shown = firstPage(design).id;
          selection = [];
        }
        keepSelected();
      },
      setRoot(patch) {
        const { timeline, background, pattern, settings, layoutBase, ...own } = patch;
        const designPatch: DesignRootPatch = { ...own };
        const pagePatch: PageRootPatch = {};
        for (const [key, value] of Object.entries({ background, pattern, settings, layoutBase })) {
          if (key in patch) Object.assign(pagePatch, { [key]: value });
        }
        if (timeline) {
          if (!sameValue(timeline.audio, design.timeline.audio)) {
            designPatch.timeline = { ...design.timeline, audio: timeline.audio };
          }
          pagePatch.duration = timeline.duration;
        }
        this.setDesignRoot(designPatch);
        this.setPageRoot(pagePatch);
      },
      setDesignRoot(patch) {
        const { pages: _pages, ...root } = design;
        const change = diff(root, patch);
        if (!change) return;
        changes.push({ kind: 'root', ...change });
        design = withFields(design, change.after);
      },
      setPageRoot(patch) {
        const page = shownPage();
        const change = diff(page, patch);
        if (!change) return;
        changes.push({ kind: 'pageRoot', page: shown, ...change });
        writePage(withFields(page, change.after));
      },
      addObject(object, index = objects().length) {
        for (const page of design.pages) {
          if (page.objects.some((existing) => existing.id === object.id)) {
            throw new Error(`An object with id "${object.id}" already exists`);
          }
        }
        const at = Math.max(0, Math.min(index, objects().length));
        const next = [...objects()];
        next.splice(at, 0, object);
        changes.push({ kind: 'add', page: shown, index: at, object });
        setObjects(next);
      },
      updateObject(id, patch) {
        patchObject(id, patch, false);
      },
      setObjectFields(id, fields) {
        patchObject(id, fields, true);
      },
      removeObject(id) {
        const at = indexOf(id);
        const existing = objects()[at];
        if (!existing) return;
        changes.push({ kind: 'remove', page: shown, index: at, object: existing });
        setObjects(objects().filter((object) => object.id !== id));
        keepSelected();
      },
      moveObject(id, index) {
        const from = indexOf(id);
        const existing = objects()[from];
        if (!existing) throw new Error(`No object with id "${id}"`);
        const to = Math.max(0, Math.min(index, objects().length - 1));
        if (to === from) return;
        const next = objects().filter((object) => object.id !== id);
        next.splice(to, 0, existing);
        changes.push({ kind: 'move', page: shown, id, from, to });
        setObjects(next);
      },
      select(ids) {
        const wanted = new Set(ids === null ? [] : typeof ids === 'string' ? [ids] : ids);
        // Kept in stacking order, so equal selections compare equal however they were given.
        const next = objects()
          .filter((object) => wanted.has(object.id))
          .map((object) => object.id);
        if (!sameIds(next, selection)) selection = next;
      },
      addPage(page, index = design.pages.length) {
        if (pageIndexOf(page.id) !== -1) throw new Error(`A page with id "${page.id}" already exists`);
        if (design.pages.length >= FIELD_LIMITS.pagesPerDesign) {
          throw new Error(`A design has at most ${FIELD_LIMITS.pagesPerDesign} pages`);
        }
        const at = Math.max(0, Math.min(index, design.pages.length));
        const pages = [...design.pages];
        pages.splice(at, 0, page);
        changes.push({ kind: 'addPage', index: at, page });
        design = { ...design, pages };
      },
      removePage(id) {
        const at = pageIndexOf(id);
        const page = design.pages[at];
        if (!page) throw new Error(`No page with id "${id}"`);
        if (design.pages.length === 1) throw new Error('A design keeps at least one page');
        changes.push({ kind: 'removePage', index: at, page });
        design = { ...design, pages: design.pages.filter((each) => each.id !== id) };
        if (shown === id) {
          shown = (design.pages[Math.min(at, design.pages.length - 1)] as DesignPage).id;
          selection = [];
        }
      },
      movePage(id, index) {
        const from = pageIndexOf(id);
        const page = design.pages[from];
        if (!page) throw new Error(`No page with id "${id}"`);
        const to = Math.max(0, Math.min(index, design.pages.length - 1));
        if (to === from) return;
        const pages = design.pages.filter((each) => each.id !== id);
        pages.splice(to, 0, page);
        changes.push({ kind: 'movePage', id, from, to });
        design = { ...design, pages };
      },
      showPage(id) {
        if (pageIndexOf(id) === -1) throw new Error(`No page with id "${id}"`);
        if (id === shown) return;
        shown = id;
        selection = [];
      },
    };

    recipe(draft);
    const pageChanged = shown !== pageBefore;
    if (changes.length === 0 && !pageChanged && sameIds(selection, selectionBefore)) return null;

    const wasTouched = this.touched;
    const revisionBefore = this.currentRevision;
    const revisionAfter = changes.length === 0 ? revisionBefore : (landOn ?? ++this.revisionCounter);
    const transaction: Transaction = {
      ...options,
      changes,
      selectionBefore,
      selectionAfter: selection,
      pageBefore,
      pageAfter: shown,
      revisionBefore,
      revisionAfter,
    };
    this.current = design;
    this.shown = shown;
    this.selected = selection;
    this.currentRevision = revisionAfter;
    if (changes.length > 0 || pageChanged) {
      this.events.emit('change', { transaction, document: this.document });
    }
    if (!sameIds(selection, selectionBefore)) {
      this.events.emit('selection', { id: this.selectedId, ids: selection });
    }
    if (wasTouched !== this.touched) this.events.emit('touched', { touched: this.touched });
    return transaction;
  }
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
