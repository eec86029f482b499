import { cache, Canvas, Textbox, type FabricObject } from 'fabric';
import type { DesignDocument, DesignObject } from '@lienzo/core';
import type { DocumentStore } from '../store/DocumentStore';
import {
  createTextbox,
  measureText,
  placeByTopLeft,
  readTextbox,
  textStyleOf,
  updateTextbox,
} from './textbox';

interface Entry {
  record: DesignObject;
  object: Textbox;
}

/**
 * The only code that touches Fabric. It draws the store's document (creating, updating and removing
 * Fabric objects by our ids) and turns gestures on the canvas back into store transactions.
 */
export class FabricView {
  readonly canvas: Canvas;
  private readonly entries = new Map<string, Entry>();
  private readonly ids = new WeakMap<FabricObject, string>();
  private rendered: DesignDocument | null = null;
  /** True while the view itself changes Fabric, so the events Fabric fires for it are not gestures. */
  private syncing = false;
  /** The object whose gesture is being committed: Fabric already shows its new state. */
  private committing: string | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(
    element: HTMLCanvasElement,
    private readonly store: DocumentStore,
  ) {
    this.canvas = new Canvas(element, {
      preserveObjectStacking: true,
      // Pointer events cover mouse, pen and touch alike (SPEC §1: mobile use is supported).
      enablePointerEvents: true,
      // One selected layer at a time for now: multi-selection arrives with the group toolbar.
      selection: false,
      selectionKey: [],
      stopContextMenu: true,
      controlsAboveOverlay: true,
    });
    this.render(store.document);
    this.showSelection(store.selection);
    this.disposers.push(
      store.events.on('change', ({ document }) => this.render(document)),
      store.events.on('selection', ({ id }) => this.showSelection(id)),
    );
    this.listenToGestures();
    this.listenToFonts();
  }

  isEditingText(): boolean {
    const active = this.canvas.getActiveObject();
    return active instanceof Textbox && active.isEditing;
  }

  measureText(text: string, style: Parameters<typeof textStyleOf>[0], maxWidth: number) {
    return measureText(text, textStyleOf(style), maxWidth);
  }

  /** A PNG of the design at exactly its layout size, whatever the zoom it is shown at. */
  exportPng(width: number, height: number): string {
    const canvas = this.canvas;
    const shownTransform = canvas.viewportTransform;
    canvas.viewportTransform = [1, 0, 0, 1, 0, 0];
    try {
      return canvas.toCanvasElement(1, { left: 0, top: 0, width, height }).toDataURL('image/png');
    } finally {
      canvas.viewportTransform = shownTransform;
      canvas.calcViewportBoundaries();
    }
  }

  dispose(): Promise<boolean> {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.entries.clear();
    return this.canvas.dispose();
  }

  private render(document: DesignDocument): void {
    this.syncing = true;
    try {
      const previous = this.rendered;
      if (!previous || previous.viewport !== document.viewport) {
        this.canvas.setDimensions({ width: document.viewport.width, height: document.viewport.height });
        this.canvas.setZoom(document.viewport.scale);
      }
      if (!previous || previous.background !== document.background) {
        this.canvas.backgroundColor = document.background.color;
      }
      if (!previous || previous.objects !== document.objects) this.renderObjects(document.objects);
      this.rendered = document;
    } finally {
      this.syncing = false;
    }
    this.canvas.requestRenderAll();
  }

  private renderObjects(records: readonly DesignObject[]): void {
    const wanted = new Set(records.map((record) => record.id));
    for (const [id, entry] of this.entries) {
      if (wanted.has(id)) continue;
      this.canvas.remove(entry.object);
      this.entries.delete(id);
    }
    records.forEach((record, index) => {
      let entry = this.entries.get(record.id);
      if (!entry) {
        const object = createTextbox(record);
        this.ids.set(object, record.id);
        entry = { record, object };
        this.entries.set(record.id, entry);
        this.canvas.add(object);
      } else if (entry.record !== record) {
        if (record.id !== this.committing) updateTextbox(entry.object, record);
        entry.record = record;
      }
      if (this.canvas.item(index) !== entry.object) this.canvas.moveObjectTo(entry.object, index);
    });
  }

  private showSelection(id: string | null): void {
    const wanted = id ? this.entries.get(id)?.object : undefined;
    if (this.canvas.getActiveObject() === wanted) return;
    this.syncing = true;
    try {
      if (wanted) this.canvas.setActiveObject(wanted);
      else this.canvas.discardActiveObject();
    } finally {
      this.syncing = false;
    }
    this.canvas.requestRenderAll();
  }

  private listenToGestures(): void {
    const canvas = this.canvas;
    const selectTarget = () => {
      if (this.syncing) return;
      const active = canvas.getActiveObject();
      const id = active ? (this.ids.get(active) ?? null) : null;
      this.store.transact({ label: 'select', undoable: false }, (draft) => draft.select(id));
    };
    const commit = (target: FabricObject | undefined, label: string, mergeKey?: string) => {
      if (this.syncing || !(target instanceof Textbox)) return;
      const id = this.ids.get(target);
      if (!id) return;
      if (this.isOutsideCanvas(target)) {
        // SPEC §4: an object dropped wholly outside the canvas goes back where it was.
        const entry = this.entries.get(id);
        if (entry) updateTextbox(target, entry.record);
        canvas.requestRenderAll();
        return;
      }
      this.store.transact({ label, undoable: true, mergeKey }, (draft) =>
        draft.updateObject(id, readTextbox(target)),
      );
    };
    this.disposers.push(
      canvas.on('selection:created', selectTarget),
      canvas.on('selection:updated', selectTarget),
      canvas.on('selection:cleared', selectTarget),
      canvas.on('object:modified', ({ target }) => commit(target, 'transform')),
      canvas.on('text:changed', ({ target }) =>
        commit(target, 'edit-text', `edit-text:${this.ids.get(target)}`),
      ),
      canvas.on('text:editing:exited', ({ target }) =>
        commit(target, 'edit-text', `edit-text:${this.ids.get(target)}`),
      ),
      canvas.on('mouse:dblclick', ({ target }) => {
        if (!(target instanceof Textbox) || target.isEditing) return;
        canvas.setActiveObject(target);
        target.enterEditing();
        target.selectAll();
        canvas.requestRenderAll();
      }),
    );
  }

  private isOutsideCanvas(object: FabricObject): boolean {
    const layout = this.store.document.layout;
    const corners = object.getCoords();
    const xs = corners.map((point) => point.x);
    const ys = corners.map((point) => point.y);
    return (
      Math.max(...xs) < 0 ||
      Math.min(...xs) > layout.width ||
      Math.max(...ys) < 0 ||
      Math.min(...ys) > layout.height
    );
  }

  /** A face that finishes loading after the text was drawn changes its size: measure again. */
  private listenToFonts(): void {
    const fonts = globalThis.document?.fonts;
    if (!fonts) return;
    const remeasure = () => {
      cache.clearFontCache();
      this.syncing = true;
      try {
        for (const entry of this.entries.values()) {
          entry.object.initDimensions();
          placeByTopLeft(entry.object, entry.record.left, entry.record.top);
        }
      } finally {
        this.syncing = false;
      }
      this.canvas.requestRenderAll();
    };
    fonts.addEventListener('loadingdone', remeasure);
    this.disposers.push(() => fonts.removeEventListener('loadingdone', remeasure));
  }
}
