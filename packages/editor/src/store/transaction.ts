import type { DesignDocument, DesignObject } from '@lienzo/core';

/** The document fields other than its objects: layout, viewport, background, settings… */
export type DocumentRoot = Omit<DesignDocument, 'objects'>;
export type DocumentRootPatch = Partial<DocumentRoot>;
/** Omit applied to each member of a union, so a patch may carry the fields of any one object type. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ObjectPatch = Partial<OmitEach<DesignObject, 'id' | 'type'>>;

/**
 * One recorded step of a transaction. Every change keeps what was there before, so a history can
 * replay it backwards (undo) or forwards (redo) without re-running the command that made it.
 */
export type Change =
  | { kind: 'replace'; before: DesignDocument; after: DesignDocument }
  | { kind: 'root'; before: DocumentRootPatch; after: DocumentRootPatch }
  | { kind: 'add'; index: number; object: DesignObject }
  | { kind: 'remove'; index: number; object: DesignObject }
  | { kind: 'update'; id: string; before: ObjectPatch; after: ObjectPatch }
  /** A change of z-order: the object went from stacking index `from` to `to`. */
  | { kind: 'move'; id: string; from: number; to: number };

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
  /** The store's revision before and after: the same number is the same document state. */
  revisionBefore: number;
  revisionAfter: number;
}

/** What a transaction's recipe may do. Each call applies at once and is recorded as a {@link Change}. */
export interface TransactionDraft {
  readonly document: DesignDocument;
  readonly selection: readonly string[];
  replace(document: DesignDocument): void;
  setRoot(patch: DocumentRootPatch): void;
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
  /** Selects these objects (ids that are not in the document are left out); null or [] selects none. */
  select(ids: string | readonly string[] | null): void;
}

/** The changes that take the document back to where `changes` started, in the order to apply them. */
export function invertChanges(changes: readonly Change[]): Change[] {
  return changes
    .map((change): Change => {
      switch (change.kind) {
        case 'replace':
        case 'root':
        case 'update':
          return { ...change, before: change.after, after: change.before } as Change;
        case 'add':
          return { ...change, kind: 'remove' };
        case 'remove':
          return { ...change, kind: 'add' };
        case 'move':
          return { ...change, from: change.to, to: change.from };
      }
    })
    .reverse();
}

/** Applies one recorded change forwards through a draft. */
export function applyChange(draft: TransactionDraft, change: Change): void {
  switch (change.kind) {
    case 'replace':
      draft.replace(change.after);
      break;
    case 'root':
      draft.setRoot(change.after);
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
  }
}
