import type { PageDocument } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { useAppStore } from '../state/appStore';
import i18next from 'i18next';
import { forgetThumbnail } from '../layers/thumbnails';
import { notifyError } from '../notify/notify';
import { useEditorStore } from '../state/editorStore';

/** Copies what the interface shows from engine events into the zustand stores (DESIGN.md §4). */
export function bridgeEngine(engine: Engine): () => void {
  let shown: PageDocument | null = null;
  const show = (document: PageDocument) => {
    const previous = shown;
    shown = document;
    const patch: Partial<ReturnType<typeof useEditorStore.getState>> = {};
    const pages = engine.getPages();
    if (pages !== useEditorStore.getState().pages) patch.pages = pages;
    if (previous?.pageId !== document.pageId) patch.pageId = document.pageId;
    if (previous?.objects !== document.objects) patch.layers = document.objects;
    if (previous?.background !== document.background) patch.backgroundColor = document.background.color;
    if (previous?.layout !== document.layout) patch.layout = document.layout;
    if (Object.keys(patch).length > 0) useEditorStore.setState(patch);
  };
  show(engine.getPage());
  useEditorStore.setState({
    ready: true,
    readyAt: Math.round(performance.now()),
    selection: engine.getSelection(),
    selectedIds: engine.getSelectedIds(),
  });
  useAppStore.getState().setTouched(engine.isTouched());

  const stops = [
    engine.on('change', ({ document }) => show(document)),
    engine.on('selection', ({ id, ids }) => useEditorStore.setState({ selection: id, selectedIds: ids })),
    engine.on('touched', ({ touched }) => useAppStore.getState().setTouched(touched)),
    // One notice for a refused command, whether a key, a toolbar button or a menu asked for it.
    engine.on('refused', ({ reason }) => notifyError(i18next.t(reason))),
    engine.on('assetDrawn', ({ id }) => {
      forgetThumbnail(id);
      useEditorStore.setState((state) => ({ assetsDrawn: state.assetsDrawn + 1 }));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    useEditorStore.setState({ ready: false, readyAt: null });
  };
}
