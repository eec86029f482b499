import type { DesignDocument, DesignObject } from '@lienzo/core';
import { Emitter } from '../Emitter';
import { sameValue } from './sameValue';
import type {
  Change,
  DocumentRoot,
  DocumentRootPatch,
  ObjectPatch,
  Transaction,
  TransactionDraft,
  TransactionOptions,
} from './transaction';

export interface StoreEvents {
  [name: string]: unknown;
  change: { transaction: Transaction; document: DesignDocument };
  selection: { id: string | null };
  touched: { touched: boolean };
}

/**
 * The single source of truth of the editor: our design document (never Fabric's) plus session state.
 * Documents are immutable values: every transaction produces a new document object, and only the
 * records it changed are new, so a view can compare by reference to find what to redraw.
 */
export class DocumentStore {
  readonly events = new Emitter<StoreEvents>();
  private current: DesignDocument;
  private selected: string | null = null;
  private touchedFlag = false;
  private revisionCount = 0;

  constructor(document: DesignDocument) {
    this.current = document;
  }

  get document(): DesignDocument {
    return this.current;
  }

  get selection(): string | null {
    return this.selected;
  }

  get touched(): boolean {
    return this.touchedFlag;
  }

  /** Grows by one with every undoable transaction that changed something. */
  get revision(): number {
    return this.revisionCount;
  }

  getObject(id: string): DesignObject | undefined {
    return this.current.objects.find((object) => object.id === id);
  }

  /**
   * Runs `recipe` as one transaction. Nothing is emitted when it changed nothing, so commands may
   * call it freely (a click that moved nothing does not make the design touched).
   */
  transact(options: TransactionOptions, recipe: (draft: TransactionDraft) => void): Transaction | null {
    const changes: Change[] = [];
    const selectionBefore = this.selected;
    let document = this.current;
    let selection = this.selected;

    const indexOf = (id: string) => document.objects.findIndex((object) => object.id === id);
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
        if (selection && !next.objects.some((object) => object.id === selection)) selection = null;
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
        const at = indexOf(id);
        const existing = document.objects[at];
        if (!existing) throw new Error(`No object with id "${id}"`);
        const before: ObjectPatch = {};
        const after: ObjectPatch = {};
        for (const [key, value] of Object.entries(patch)) {
          if (key === 'id' || key === 'type' || value === undefined) continue;
          const old = (existing as Record<string, unknown>)[key];
          if (sameValue(old, value)) continue;
          Object.assign(before, { [key]: old });
          Object.assign(after, { [key]: value });
        }
        if (Object.keys(after).length === 0) return;
        changes.push({ kind: 'update', id, before, after });
        const objects = [...document.objects];
        objects[at] = { ...existing, ...after } as DesignObject;
        document = { ...document, objects };
      },
      removeObject(id) {
        const at = indexOf(id);
        const existing = document.objects[at];
        if (!existing) return;
        changes.push({ kind: 'remove', index: at, object: existing });
        document = { ...document, objects: document.objects.filter((object) => object.id !== id) };
        if (selection === id) selection = null;
      },
      select(id) {
        selection = id !== null && indexOf(id) !== -1 ? id : null;
      },
    };

    recipe(draft);
    if (changes.length === 0 && selection === selectionBefore) return null;

    const transaction: Transaction = { ...options, changes, selectionBefore, selectionAfter: selection };
    const wasTouched = this.touchedFlag;
    this.current = document;
    this.selected = selection;
    if (options.undoable && changes.length > 0) {
      this.revisionCount += 1;
      this.touchedFlag = true;
    }
    if (changes.length > 0) this.events.emit('change', { transaction, document });
    if (selection !== selectionBefore) this.events.emit('selection', { id: selection });
    if (wasTouched !== this.touchedFlag) this.events.emit('touched', { touched: this.touchedFlag });
    return transaction;
  }

  /** Replaces the whole document as a non-undoable step (load, reset) and marks it clean. */
  load(document: DesignDocument, label = 'load'): void {
    this.transact({ label, undoable: false }, (draft) => {
      draft.select(null);
      draft.replace(document);
    });
    this.setTouched(false);
  }

  /**
   * Marks the design saved. With the revision read when the save started, changes made while the
   * save was in flight keep the design touched.
   */
  markSaved(revision = this.revisionCount): void {
    if (revision === this.revisionCount) this.setTouched(false);
  }

  private setTouched(touched: boolean): void {
    if (this.touchedFlag === touched) return;
    this.touchedFlag = touched;
    this.events.emit('touched', { touched });
  }
}
