import { Emitter } from '../Emitter';
import type { DocumentStore } from './DocumentStore';
import type { Change, Transaction } from './transaction';

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

export interface HistoryOptions {
  /** Undo steps kept; the oldest are forgotten beyond it. */
  limit?: number;
  /** Transactions with the same merge key closer together than this are one gesture. */
  mergeWindowMs?: number;
  now?: () => number;
}

interface Entry {
  label: string;
  mergeKey: string | undefined;
  changes: Change[];
  selectionBefore: readonly string[];
  selectionAfter: readonly string[];
  pageBefore: string;
  pageAfter: string;
  revisionBefore: number;
  revisionAfter: number;
  /** When the last transaction of this step happened, to end a gesture after a pause. */
  at: number;
}

export const HISTORY_LIMIT = 200;
const MERGE_WINDOW_MS = 1000;

/**
 * Undo and redo over the store's undoable transactions. A step keeps the changes its transactions
 * recorded, not a snapshot: undo replays them backwards, redo forwards, each as one atomic transaction.
 */
export class History {
  readonly events = new Emitter<{ history: HistoryState }>();
  private readonly undoStack: Entry[] = [];
  private readonly redoStack: Entry[] = [];
  /** When true the next transaction starts a new step even if its merge key matches the last one. */
  private sealed = true;
  private readonly limit: number;
  private readonly mergeWindowMs: number;
  private readonly now: () => number;
  private readonly stopListening: () => void;

  constructor(
    private readonly store: DocumentStore,
    options: HistoryOptions = {},
  ) {
    this.limit = options.limit ?? HISTORY_LIMIT;
    this.mergeWindowMs = options.mergeWindowMs ?? MERGE_WINDOW_MS;
    this.now = options.now ?? (() => performance.now());
    this.stopListening = store.events.on('change', ({ transaction }) => this.record(transaction));
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Labels of the undo steps, oldest first. */
  get steps(): string[] {
    return this.undoStack.map((entry) => entry.label);
  }

  undo(): boolean {
    const entry = this.undoStack.pop();
    if (!entry) return false;
    this.redoStack.push(entry);
    this.sealed = true;
    this.store.replay({
      direction: 'undo',
      changes: entry.changes,
      selection: entry.selectionBefore,
      revision: entry.revisionBefore,
      page: entry.pageBefore,
    });
    this.emit();
    return true;
  }

  redo(): boolean {
    const entry = this.redoStack.pop();
    if (!entry) return false;
    this.undoStack.push(entry);
    this.sealed = true;
    this.store.replay({
      direction: 'redo',
      changes: entry.changes,
      selection: entry.selectionAfter,
      revision: entry.revisionAfter,
      page: entry.pageAfter,
    });
    this.emit();
    return true;
  }

  /** Ends the current gesture: the next change is its own step whatever its merge key. */
  seal(): void {
    this.sealed = true;
  }

  /** Forgets every step (a design was loaded or reset: its past is not this design's). */
  clear(): void {
    const had = this.canUndo || this.canRedo;
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.sealed = true;
    if (had) this.emit();
  }

  dispose(): void {
    this.stopListening();
    this.events.clear();
  }

  private record(transaction: Transaction): void {
    if (!transaction.undoable || transaction.changes.length === 0) return;
    const had = { canUndo: this.canUndo, canRedo: this.canRedo };
    const now = this.now();
    const last = this.undoStack.at(-1);
    const merges =
      !this.sealed &&
      last !== undefined &&
      transaction.mergeKey !== undefined &&
      last.mergeKey === transaction.mergeKey &&
      last.revisionAfter === transaction.revisionBefore &&
      now - last.at <= this.mergeWindowMs;
    if (merges) {
      for (const change of transaction.changes) appendChange(last.changes, change);
      last.selectionAfter = transaction.selectionAfter;
      last.pageAfter = transaction.pageAfter;
      last.revisionAfter = transaction.revisionAfter;
      last.at = now;
    } else {
      this.undoStack.push({
        label: transaction.label,
        mergeKey: transaction.mergeKey,
        changes: [...transaction.changes],
        selectionBefore: transaction.selectionBefore,
        selectionAfter: transaction.selectionAfter,
        pageBefore: transaction.pageBefore,
        pageAfter: transaction.pageAfter,
        revisionBefore: transaction.revisionBefore,
        revisionAfter: transaction.revisionAfter,
        at: now,
      });
      if (this.undoStack.length > this.limit) this.undoStack.shift();
    }
    this.sealed = false;
    // A new change starts a new future: what was undone can no longer be redone.
    this.redoStack.length = 0;
    if (had.canUndo !== this.canUndo || had.canRedo !== this.canRedo) this.emit();
  }

  private emit(): void {
    this.events.emit('history', { canUndo: this.canUndo, canRedo: this.canRedo });
  }
}

/**
 * Adds a change to a step, folding it into the step's last change when both patch the same record, so
 * a long gesture (a colour drag, typing) keeps one diff: the earliest "before", the latest "after".
 */
function appendChange(changes: Change[], change: Change): void {
  const last = changes.at(-1);
  if (last?.kind === 'update' && change.kind === 'update' && last.id === change.id) {
    changes[changes.length - 1] = {
      ...last,
      before: { ...change.before, ...last.before },
      after: { ...last.after, ...change.after },
    };
  } else if (last?.kind === 'root' && change.kind === 'root') {
    changes[changes.length - 1] = {
      ...last,
      before: { ...change.before, ...last.before },
      after: { ...last.after, ...change.after },
    };
  } else if (last?.kind === 'pageRoot' && change.kind === 'pageRoot' && last.page === change.page) {
    changes[changes.length - 1] = {
      ...last,
      before: { ...change.before, ...last.before },
      after: { ...last.after, ...change.after },
    };
  } else {
    changes.push(change);
  }
}
