import { create } from 'zustand';
import type { DesignDocument } from '@lienzo/core';

export interface Layer {
  id: string;
  text: string;
}

/** What the interface shows of the engine's document, copied by the bridge from engine events. */
export interface EditorState {
  ready: boolean;
  /** When the canvas became interactive, in ms since navigation start (read by `npm run bench`). */
  readyAt: number | null;
  layers: Layer[];
  backgroundColor: string;
  selection: string | null;
  layout: DesignDocument['layout'] | null;
}

export const useEditorStore = create<EditorState>()(() => ({
  ready: false,
  readyAt: null,
  layers: [],
  backgroundColor: '#62CAD9',
  selection: null,
  layout: null,
}));
