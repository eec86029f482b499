import type { DesignDocument, DesignObject, DesignPage, PageDocument } from '@lienzo/core';

/** The fields of the shown page other than its objects: layout, viewport, background, settings… */
export type DocumentRoot = Omit<PageDocument, 'objects' | 'pageId'>;
export type DocumentRootPatch = Partial<DocumentRoot>;
/** The design's own fields, the same on every page. */
export type DesignRootPatch = Partial<Omit<DesignDocument, 'pages'>>;
/** One page's own fields. */
export type PageRootPatch = Partial<Omit<DesignPage, 'id' | 'objects'>>;
/** Omit applied to each member of a union, so a patch may carry the fields of any one object type. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ObjectPatch = Partial<OmitEach<DesignObject, 'id' | 'type'>>;

/**
 * One recorded step of a transaction. Every change keeps what was there before, so a history can
 * replay it backwards (undo) or forwards (redo) without re-running the command that made it. A change to
 * a page's content names the page: undo goes back to it.
 */
export type Change =
  | { kind: 'replace'; before: DesignDocument; after: DesignDocument }
  | { kind: 'root'; before: DesignRootPatch; after: DesignRootPatch }
  | { kind: 'pageRoot'; page: string; before: PageRootPatch; after: PageRootPatch }
  | { kind: 'add'; page: string; index: number; object: DesignObject }
  | { kind: 'remove'; page: string; index: number; object: DesignObject }
  | { kind: 'update'; page: string; id: string; before: ObjectPatch; after: ObjectPatch }
  /** A change of z-order: the object went from stacking index `from` to `to`. */
  | { kind: 'move'; page: string; id: string; from: number; to: number }
  | { kind: 'addPage'; index: number; page: DesignPage }
  | { kind: 'removePage'; index: number; page: DesignPage }
  /** A page went from place `from` to `to` in the design. */
  | { kind: 'movePage'; id: string; from: number; to: number };

export interface TransactionOptions {
  /** Shown in a history list and used in tests; e.g. "add-text", "move". */
  label: string;
  /** User changes are undoable and make the design touched; loading and zooming are not. */
  undoable: boolean;
  /**
   * Consecutive transactions with the same key are one gesture (typing in a text, dragging a colour
   * picker): a history merges them into a single undo step.
   */
  mergeKey?: string;
}

export interface Transaction extends TransactionOptions {
  changes: readonly Change[];
  selectionBefore: readonly string[];
  selectionAfter: readonly string[];
  /** The page shown before and after. */
  pageBefore: string;
  pageAfter: string;
  /** The store's revision before and after: the same number is the same document state. */
  revisionBefore: number;
  revisionAfter: number;
}

/** What a transaction's recipe may do. Each call applies at once and is recorded as a {@link Change}. */
export interface TransactionDraft {
  /** The shown page as a one-page document. */
  readonly document: PageDocument;
  /** The whole design, every page. */
  readonly design: DesignDocument;
  readonly selection: readonly string[];
  replace(document: DesignDocument): void;
  /** Sets fields of the shown page (background, settings, its length) and of the design (layout, track). */
  setRoot(patch: DocumentRootPatch): void;
  /** Sets the design's own fields exactly (a field given as `undefined` is removed). */
  setDesignRoot(patch: DesignRootPatch): void;
  /** Sets the shown page's own fields exactly (a field given as `undefined` is removed). */
  setPageRoot(patch: PageRootPatch): void;
  addObject(object: DesignObject, index?: number): void;
  updateObject(id: string, patch: ObjectPatch): void;
  /**
   * Sets fields to exactly these values, removing the ones given as `undefined`: a recorded diff replayed,
   * where `undefined` means the field was absent (an object that was in no group had no `groupIds`).
   */
  setObjectFields(id: string, fields: ObjectPatch): void;
  removeObject(id: string): void;
  /** Moves an object to another stacking index (0 is the bottom). */
  moveObject(id: string, index: number): void;
  /** Selects these objects (ids that are not on the shown page are left out); null or [] selects none. */
  select(ids: string | readonly string[] | null): void;
  /** Inserts a page at `index` (default: the end). */
  addPage(page: DesignPage, index?: number): void;
  /** Removes a page; the design's last page cannot be removed. */
  removePage(id: string): void;
  /** Moves a page to another place in the design (0 is the first). */
  movePage(id: string, index: number): void;
  /** Shows another page (the selection is emptied); not a change of the design. */
  showPage(id: string): void;
}

/** The changes that take the document back to where `changes` started, in the order to apply them. */
export function invertChanges(changes: readonly Change[]): Change[] {
  return changes
    .map((change): Change => {
      switch (change.kind) {
        case 'replace':
        case 'root':
        case 'pageRoot':
        case 'update':
          return { ...change, before: change.after, after: change.before } as Change;
        case 'add':
          return { ...change, kind: 'remove' };
        case 'remove':
          return { ...change, kind: 'add' };
        case 'addPage':
          return { ...change, kind: 'removePage' };
        case 'removePage':
          return { ...change, kind: 'addPage' };
        case 'move':
        case 'movePage':
          return { ...change, from: change.to, to: change.from };
      }
    })
    .reverse();
}

/** Applies one recorded change forwards through a draft, showing the page it changes. */
export function applyChange(draft: TransactionDraft, change: Change): void {
  if ('page' in change && typeof change.page === 'string') draft.showPage(change.page);
  switch (change.kind) {
    case 'replace':
      draft.replace(change.after);
      break;
    case 'root':
      draft.setDesignRoot(change.after);
      break;
    case 'pageRoot':
      draft.setPageRoot(change.after);
      break;
    case 'add':
      draft.addObject(change.object, change.index);
      break;
    case 'remove':
      draft.removeObject(change.object.id);
      break;
    case 'update':
      draft.setObjectFields(change.id, change.after);
      break;
    case 'move':
      draft.moveObject(change.id, change.to);
      break;
    case 'addPage':
      draft.addPage(change.page, change.index);
      break;
    case 'removePage':
      draft.removePage(change.page.id);
      break;
    case 'movePage':
      draft.movePage(change.id, change.to);
      break;
  }
}
