import { describe, expect, it } from 'vitest';
import { createDocument, pzTextSchema } from '@lienzo/core';
import { DocumentStore } from './DocumentStore';
import { History } from './History';

const text = (id: string) =>
  pzTextSchema.parse({ id, type: 'pz-text', text: id, left: 0, top: 0, width: 100, height: 20 });

function setup(options: ConstructorParameters<typeof History>[1] = {}) {
  const store = new DocumentStore(createDocument());
  const history = new History(store, options);
  const edit = (label: string, recipe: Parameters<DocumentStore['transact']>[1], mergeKey?: string) =>
    store.transact({ label, undoable: true, mergeKey }, recipe);
  return { store, history, edit };
}

describe('History', () => {
  it('undoes and redoes by replaying the recorded diffs, not snapshots', () => {
    const { store, history, edit } = setup();
    edit('add', (draft) => draft.addObject(text('a')));
    const afterAdd = store.document;
    edit('edit', (draft) => draft.updateObject('a', { text: 'b' }));
    const labels: string[] = [];
    store.events.on('change', ({ transaction }) => labels.push(transaction.label));

    expect(history.undo()).toBe(true);
    expect(store.document.objects[0]).toMatchObject({ text: 'a' });
    // Only the changed record is new: an untouched record keeps its identity through undo.
    expect(store.document.layout).toBe(afterAdd.layout);
    expect(history.undo()).toBe(true);
    expect(store.document.objects).toEqual([]);
    expect(history.undo()).toBe(false);
    history.redo();
    history.redo();
    expect(store.document.objects[0]).toMatchObject({ text: 'b' });
    expect(labels).toEqual(['undo', 'undo', 'redo', 'redo']);
  });

  it('merges transactions with the same merge key into one step until the gesture ends', () => {
    let now = 0;
    const { store, history, edit } = setup({ now: () => now });
    edit('add', (draft) => draft.addObject(text('a')));
    for (const value of ['b', 'c', 'd']) {
      now += 100;
      edit('type', (draft) => draft.updateObject('a', { text: value }), 'type:a');
    }
    expect(history.steps).toEqual(['add', 'type']);
    // The gesture is kept as one diff from its first state to its last.
    const undone: unknown[] = [];
    const stop = store.events.on('change', ({ transaction }) => undone.push(...transaction.changes));
    history.undo();
    history.redo();
    stop();
    expect(undone).toEqual([
      { kind: 'update', page: 'page-1', id: 'a', before: { text: 'd' }, after: { text: 'a' } },
      { kind: 'update', page: 'page-1', id: 'a', before: { text: 'a' }, after: { text: 'd' } },
    ]);
    history.seal();
    edit('type', (draft) => draft.updateObject('a', { text: 'e' }), 'type:a');
    now += 5000;
    // A pause also ends a gesture.
    edit('type', (draft) => draft.updateObject('a', { text: 'f' }), 'type:a');
    expect(history.steps).toEqual(['add', 'type', 'type', 'type']);
    history.undo();
    history.undo();
    history.undo();
    expect(store.document.objects[0]).toMatchObject({ text: 'a' });
  });

  it('ignores changes that are not undoable, and a new change clears the redo stack', () => {
    const { store, history, edit } = setup();
    store.transact({ label: 'zoom', undoable: false }, (draft) =>
      draft.setRoot({ viewport: { width: 10, height: 10, scale: 0.1 } }),
    );
    expect(history.canUndo).toBe(false);
    edit('add', (draft) => draft.addObject(text('a')));
    history.undo();
    expect(history.canRedo).toBe(true);
    edit('add', (draft) => draft.addObject(text('b')));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
  });

  it('keeps the last 200 steps', () => {
    const { store, history, edit } = setup();
    edit('add', (draft) => draft.addObject(text('a')));
    for (let step = 1; step <= 250; step++) edit('move', (draft) => draft.updateObject('a', { left: step }));
    let undone = 0;
    while (history.undo()) undone += 1;
    expect(undone).toBe(200);
    expect(store.document.objects[0]).toMatchObject({ left: 50 });
  });

  it('restores the selection of the step it undoes or redoes', () => {
    const { store, history, edit } = setup();
    edit('add', (draft) => {
      draft.addObject(text('a'));
      draft.select('a');
    });
    edit('delete', (draft) => draft.removeObject('a'));
    expect(store.selection).toEqual([]);
    history.undo();
    expect(store.selection).toEqual(['a']);
    history.undo();
    expect(store.selection).toEqual([]);
    history.redo();
    expect(store.selection).toEqual(['a']);
  });

  it('undoes a change of stacking order', () => {
    const { store, history, edit } = setup();
    edit('add', (draft) => ['a', 'b', 'c'].forEach((id) => draft.addObject(text(id))));
    edit('to-front', (draft) => draft.moveObject('a', 2));
    expect(store.document.objects.map((object) => object.id)).toEqual(['b', 'c', 'a']);
    history.undo();
    expect(store.document.objects.map((object) => object.id)).toEqual(['a', 'b', 'c']);
  });

  it('makes the design untouched again when undo returns to the saved state', () => {
    const { store, history, edit } = setup();
    edit('add', (draft) => draft.addObject(text('a')));
    store.markSaved(store.revision);
    edit('edit', (draft) => draft.updateObject('a', { text: 'b' }));
    expect(store.touched).toBe(true);
    history.undo();
    expect(store.touched).toBe(false);
    history.undo();
    expect(store.touched).toBe(true);
    history.redo();
    expect(store.touched).toBe(false);
    history.redo();
    expect(store.touched).toBe(true);
  });
});
