import type { DesignDocument } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { useAppStore } from '../state/appStore';
import { useEditorStore, type Layer } from '../state/editorStore';

function layersOf(document: DesignDocument): Layer[] {
  return document.objects.map((object) => ({ id: object.id, text: 'text' in object ? object.text : '' }));
}

/** Copies what the interface shows from engine events into the zustand stores (DESIGN.md §4). */
export function bridgeEngine(engine: Engine): () => void {
  let shown: DesignDocument | null = null;
  const show = (document: DesignDocument) => {
    const previous = shown;
    shown = document;
    const patch: Partial<ReturnType<typeof useEditorStore.getState>> = {};
    if (previous?.objects !== document.objects) patch.layers = layersOf(document);
    if (previous?.background !== document.background) patch.backgroundColor = document.background.color;
    if (previous?.layout !== document.layout) patch.layout = document.layout;
    if (Object.keys(patch).length > 0) useEditorStore.setState(patch);
  };
  show(engine.toDocument());
  useEditorStore.setState({
    ready: true,
    readyAt: Math.round(performance.now()),
    selection: engine.getSelection(),
  });
  useAppStore.getState().setTouched(engine.isTouched());

  const stops = [
    engine.on('change', ({ document }) => show(document)),
    engine.on('selection', ({ id }) => useEditorStore.setState({ selection: id })),
    engine.on('touched', ({ touched }) => useAppStore.getState().setTouched(touched)),
  ];
  return () => {
    for (const stop of stops) stop();
    useEditorStore.setState({ ready: false, readyAt: null });
  };
}
