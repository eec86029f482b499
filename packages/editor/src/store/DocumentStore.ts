import type { DesignDocument, DesignObject } from '@lienzo/core';
import { Emitter } from '../Emitter';
import { sameValue } from './sameValue';
import {
  applyChange,
  invertChanges,
  type Change,
  type DocumentRoot,
  type DocumentRootPatch,
  type ObjectPatch,
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
  change: { transaction: Transaction; document: DesignDocument };
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
}

/**
 * The single source of truth of the editor: our design document (never Fabric's) plus session state.
 * Documents are immutable values: every transaction produces a new document object, and only the
 * records it changed are new, so a view can compare by reference to find what to redraw.
 */
export class DocumentStore {
  readonly events = new Emitter<StoreEvents>();
  private current: DesignDocument;
  private selected: readonly string[] = [];
  /** Source of fresh revision numbers: every undoable change makes a state no earlier one had. */
  private revisionCounter = 0;
  private currentRevision = 0;
  private savedRevision = 0;

  constructor(document: DesignDocument) {
    this.current = document;
  }

  get document(): DesignDocument {
    return this.current;
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

  getObject(id: string): DesignObject | undefined {
    return this.current.objects.find((object) => object.id === id);
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

  /** `landOn` is the revision after the transaction; null makes a fresh one if anything changed. */
  private run(
    options: TransactionOptions,
    recipe: (draft: TransactionDraft) => void,
    landOn: number | null,
  ): Transaction | null {
    const changes: Change[] = [];
    const selectionBefore = this.selected;
    let document = this.current;
    let selection = this.selected;

    const indexOf = (id: string) => document.objects.findIndex((object) => object.id === id);
    /** `exact`: a field given as undefined is removed; otherwise it is left as it is. */
    const patchObject = (id: string, patch: ObjectPatch, exact: boolean) => {
      const at = indexOf(id);
      const existing = document.objects[at];
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
      changes.push({ kind: 'update', id, before, after });
      const updated: Record<string, unknown> = { ...existing, ...after };
      for (const [key, value] of Object.entries(after)) if (value === undefined) delete updated[key];
      const objects = [...document.objects];
      objects[at] = updated as DesignObject;
      document = { ...document, objects };
    };
    const keepSelected = () => {
      const kept = selection.filter((id) => indexOf(id) !== -1);
      if (kept.length !== selection.length) selection = kept;
    };
    const draft: TransactionDraft = {
      get document() {
        return document;
      },
      get selection() {
        return selection;
      },
      replace(next) {
        changes.push({ kind: 'replace', before: document, after: next });
        document = next;
        keepSelected();
      },
      setRoot(patch) {
        const before: DocumentRootPatch = {};
        const after: DocumentRootPatch = {};
        for (const key of Object.keys(patch) as (keyof DocumentRoot)[]) {
          if (sameValue(document[key], patch[key])) continue;
          Object.assign(before, { [key]: document[key] });
          Object.assign(after, { [key]: patch[key] });
        }
        if (Object.keys(after).length === 0) return;
        changes.push({ kind: 'root', before, after });
        document = { ...document, ...after };
      },
      addObject(object, index = document.objects.length) {
        if (indexOf(object.id) !== -1) throw new Error(`An object with id "${object.id}" already exists`);
        const at = Math.max(0, Math.min(index, document.objects.length));
        const objects = [...document.objects];
        objects.splice(at, 0, object);
        changes.push({ kind: 'add', index: at, object });
        document = { ...document, objects };
      },
      updateObject(id, patch) {
        patchObject(id, patch, false);
      },
      setObjectFields(id, fields) {
        patchObject(id, fields, true);
      },
      removeObject(id) {
        const at = indexOf(id);
        const existing = document.objects[at];
        if (!existing) return;
        changes.push({ kind: 'remove', index: at, object: existing });
        document = { ...document, objects: document.objects.filter((object) => object.id !== id) };
        keepSelected();
      },
      moveObject(id, index) {
        const from = indexOf(id);
        const existing = document.objects[from];
        if (!existing) throw new Error(`No object with id "${id}"`);
        const to = Math.max(0, Math.min(index, document.objects.length - 1));
        if (to === from) return;
        const objects = document.objects.filter((object) => object.id !== id);
        objects.splice(to, 0, existing);
        changes.push({ kind: 'move', id, from, to });
        document = { ...document, objects };
      },
      select(ids) {
        const wanted = new Set(ids === null ? [] : typeof ids === 'string' ? [ids] : ids);
        // Kept in stacking order, so equal selections compare equal however they were given.
        const next = document.objects.filter((object) => wanted.has(object.id)).map((object) => object.id);
        if (!sameIds(next, selection)) selection = next;
      },
    };

    recipe(draft);
    if (changes.length === 0 && sameIds(selection, selectionBefore)) return null;

    const wasTouched = this.touched;
    const revisionBefore = this.currentRevision;
    const revisionAfter = changes.length === 0 ? revisionBefore : (landOn ?? ++this.revisionCounter);
    const transaction: Transaction = {
      ...options,
      changes,
      selectionBefore,
      selectionAfter: selection,
      revisionBefore,
      revisionAfter,
    };
    this.current = document;
    this.selected = selection;
    this.currentRevision = revisionAfter;
    if (changes.length > 0) this.events.emit('change', { transaction, document });
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
