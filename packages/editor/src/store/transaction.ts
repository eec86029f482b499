import type { DesignDocument, DesignObject } from '@lienzo/core';

/** The document fields other than its objects: layout, viewport, background, settings… */
export type DocumentRoot = Omit<DesignDocument, 'objects'>;
export type DocumentRootPatch = Partial<DocumentRoot>;
export type ObjectPatch = Partial<Omit<DesignObject, 'id' | 'type'>>;

/**
 * One recorded step of a transaction. Every change keeps what was there before, so a history can
 * replay it backwards (undo) or forwards (redo) without re-running the command that made it.
 */
export type Change =
  | { kind: 'replace'; before: DesignDocument; after: DesignDocument }
  | { kind: 'root'; before: DocumentRootPatch; after: DocumentRootPatch }
  | { kind: 'add'; index: number; object: DesignObject }
  | { kind: 'remove'; index: number; object: DesignObject }
  | { kind: 'update'; id: string; before: ObjectPatch; after: ObjectPatch };

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
  selectionBefore: string | null;
  selectionAfter: string | null;
}

/** What a transaction's recipe may do. Each call applies at once and is recorded as a {@link Change}. */
export interface TransactionDraft {
  readonly document: DesignDocument;
  readonly selection: string | null;
  replace(document: DesignDocument): void;
  setRoot(patch: DocumentRootPatch): void;
  addObject(object: DesignObject, index?: number): void;
  updateObject(id: string, patch: ObjectPatch): void;
  removeObject(id: string): void;
  select(id: string | null): void;
}
