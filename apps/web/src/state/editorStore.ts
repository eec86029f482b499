import { create } from 'zustand';
import type { DesignDocument, DesignObject, DesignPage } from '@lienzo/core';

/** What the interface shows of the engine's document, copied by the bridge from engine events. */
export interface EditorState {
  ready: boolean;
  /** When the canvas became interactive, in ms since navigation start (read by `npm run bench`). */
  readyAt: number | null;
  /** The design's pages in order (the document's own records: a changed page is a new record). */
  pages: readonly DesignPage[];
  /** The page the canvas shows. */
  pageId: string | null;
  /** The shown page's objects, bottom first (the document's own records: a changed object is a new record). */
  layers: readonly DesignObject[];
  /** Goes up each time an object's picture arrives, so its thumbnail is drawn again. */
  assetsDrawn: number;
  backgroundColor: string;
  selection: string | null;
  /** Every selected object (a group's members, a multi-selection); `selection` is the one when one is. */
  selectedIds: readonly string[];
  layout: DesignDocument['layout'] | null;
}

export const useEditorStore = create<EditorState>()(() => ({
  ready: false,
  readyAt: null,
  pages: [],
  pageId: null,
  layers: [],
  assetsDrawn: 0,
  backgroundColor: '#62CAD9',
  selection: null,
  selectedIds: [],
  layout: null,
}));
