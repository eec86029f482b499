import { describe, expect, it } from 'vitest';
import { createDocument, pzTextSchema } from '@lienzo/core';
import { DocumentStore } from './DocumentStore';
import { History } from './History';

const text = (id: string) =>
  pzTextSchema.parse({ id, type: 'pz-text', text: id, left: 0, top: 0, width: 100, height: 20 });

describe('DocumentStore', () => {
  it('emits nothing and stays clean for a transaction that changes nothing', () => {
    const store = new DocumentStore(createDocument());
    const events: string[] = [];
    store.events.on('change', () => events.push('change'));
    store.events.on('touched', () => events.push('touched'));
    const document = store.document;
    const result = store.transact({ label: 'noop', undoable: true }, (draft) =>
      draft.setRoot({ name: document.name, background: { ...document.background } }),
    );
    expect(result).toBeNull();
    expect(events).toEqual([]);
    expect(store.touched).toBe(false);
    expect(store.document).toBe(document);
  });

  it('replaces only the records it changed, so views can compare by reference', () => {
    const store = new DocumentStore(createDocument(undefined, { objects: [text('a'), text('b')] }));
    const [a, b] = store.document.objects;
    store.transact({ label: 'move', undoable: true }, (draft) => draft.updateObject('b', { left: 5 }));
    expect(store.document.objects[0]).toBe(a);
    expect(store.document.objects[1]).not.toBe(b);
    expect(store.document.objects[1]).toMatchObject({ left: 5 });
  });

  it('leaves a field given as undefined to a patch, but removes it when replaying an exact diff', () => {
    const store = new DocumentStore(createDocument(undefined, { objects: [text('a')] }));
    const history = new History(store);
    store.transact({ label: 'group', undoable: true }, (draft) =>
      draft.updateObject('a', { groupIds: ['g'] }),
    );
    store.transact({ label: 'noop', undoable: true }, (draft) =>
      draft.updateObject('a', { groupIds: undefined }),
    );
    expect(store.getObject('a')!.groupIds).toEqual(['g']);
    // The field was absent before: undo takes it away instead of leaving it or writing undefined.
    history.undo();
    expect(Object.keys(store.getObject('a')!)).not.toContain('groupIds');
    history.redo();
    expect(store.getObject('a')!.groupIds).toEqual(['g']);
    store.transact({ label: 'ungroup', undoable: true }, (draft) =>
      draft.setObjectFields('a', { groupIds: undefined }),
    );
    expect(Object.keys(store.getObject('a')!)).not.toContain('groupIds');
    history.undo();
    expect(store.getObject('a')!.groupIds).toEqual(['g']);
  });

  it('records reversible changes for add, update and remove', () => {
    const store = new DocumentStore(createDocument());
    const added = store.transact({ label: 'add', undoable: true }, (draft) => draft.addObject(text('a')));
    const updated = store.transact({ label: 'edit', undoable: true }, (draft) =>
      draft.updateObject('a', { text: 'b' }),
    );
    const removed = store.transact({ label: 'delete', undoable: true }, (draft) => draft.removeObject('a'));
    expect(added?.changes).toEqual([{ kind: 'add', page: 'page-1', index: 0, object: text('a') }]);
    expect(updated?.changes).toEqual([
      { kind: 'update', page: 'page-1', id: 'a', before: { text: 'a' }, after: { text: 'b' } },
    ]);
    expect(removed?.changes).toEqual([
      { kind: 'remove', page: 'page-1', index: 0, object: { ...text('a'), text: 'b' } },
    ]);
    expect(store.revision).toBe(3);
  });

  it('refuses a second object with the same id', () => {
    const store = new DocumentStore(createDocument(undefined, { objects: [text('a')] }));
    expect(() =>
      store.transact({ label: 'add', undoable: true }, (draft) => draft.addObject(text('a'))),
    ).toThrow(/already exists/);
    expect(store.document.objects).toHaveLength(1);
  });

  it('drops the selection of an object that is removed', () => {
    const store = new DocumentStore(createDocument(undefined, { objects: [text('a')] }));
    store.transact({ label: 'select', undoable: false }, (draft) => draft.select('a'));
    const selections: unknown[] = [];
    store.events.on('selection', (event) => selections.push(event));
    store.transact({ label: 'delete', undoable: true }, (draft) => draft.removeObject('a'));
    expect(store.selection).toEqual([]);
    expect(selections).toEqual([{ id: null, ids: [] }]);
  });
});
