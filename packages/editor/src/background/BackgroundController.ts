import { describeIssues, isCssColor, settingsSchema, type PageDocument } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import { requireStorableSrc } from '../assets/requireStorableSrc';
import type { FabricView } from '../fabric/FabricView';
import type { DocumentStore } from '../store/DocumentStore';
import { centredOffset, clampOffset, coverSize, rezoomOffset } from './backgroundGeometry';
import { patchSettings, type BackgroundSettings, type BackgroundSettingsPatch } from './backgroundSettings';
import type { BackgroundKind } from './BackgroundView';

export interface BackgroundState {
  background: PageDocument['background'];
  pattern: PageDocument['pattern'];
  settings: BackgroundSettings;
}

/** What the background needs from the engine it sits beside. */
export interface BackgroundHost {
  readonly store: DocumentStore;
  readonly view: FabricView;
  readonly assets: AssetLoader;
  isDisposed(): boolean;
  /** Unselects every object: the background picture and objects are never selected together. */
  unselectObjects(): void;
  selectionChanged(selected: boolean): void;
}

/**
 * The page background (SPEC §4): its colour, picture and pattern, the picture's settings and position, and
 * the rule that one picture or pattern loads at a time.
 */
export class BackgroundController {
  /** True while a background picture or pattern loads: further requests are ignored (SPEC §4). */
  private loadingNow = false;

  constructor(private readonly host: BackgroundHost) {}

  private get store(): DocumentStore {
    return this.host.store;
  }

  setColor(color: string): void {
    if (!isCssColor(color)) throw new RangeError(`Not a colour: "${color}"`);
    const { background } = this.store.document;
    // One drag across the colour picker is one undo step.
    this.store.transact(
      { label: 'background-color', undoable: true, mergeKey: 'background-color' },
      (draft) => draft.setRoot({ background: { ...background, color } }),
    );
  }

  /** True while a background picture or pattern is loading; other background requests are ignored. */
  get loading(): boolean {
    return this.loadingNow;
  }

  /**
   * Shows a picture from this site as the background (SPEC §4): it covers the canvas, centred, and
   * replaces the pattern; one undo step. Resolves false, changing nothing, when another background picture
   * or pattern is still loading; rejects, changing nothing, when the picture is refused or cannot load.
   */
  setImage(src: string): Promise<boolean> {
    return this.load(src, (picture) => {
      const { layout, settings, background } = this.store.document;
      const natural = { width: picture.naturalWidth, height: picture.naturalHeight };
      const offset = centredOffset(coverSize(natural, layout, settings.zoomImage), layout);
      this.store.transact({ label: 'background-image', undoable: true }, (draft) =>
        draft.setRoot({ background: { ...background, image: { src, ...offset } }, pattern: null }),
      );
    });
  }

  /** Whether the background picture is selected for moving: a drag on empty canvas moves it then. */
  get selected(): boolean {
    return this.host.view.backgroundSelected;
  }

  /**
   * Selects the background picture for moving (objects are unselected), or leaves it; otherwise a drag on
   * empty canvas draws a selection box. False, changing nothing, when there is no picture to select.
   */
  select(selected: boolean): boolean {
    if (selected && !this.store.document.background.image) return false;
    if (selected) this.host.unselectObjects();
    if (this.host.view.backgroundSelected === selected) return true;
    this.host.view.backgroundSelected = selected;
    this.host.selectionChanged(selected);
    return true;
  }

  /** Removes the background picture (the colour or pattern shows again); one undo step. */
  removeImage(): void {
    const { background } = this.store.document;
    if (!background.image) return;
    this.store.transact({ label: 'remove-background-image', undoable: true }, (draft) =>
      draft.setRoot({ background: { ...background, image: null } }),
    );
  }

  /**
   * Repeats a tile from this site over the background colour (SPEC §4), removing the background picture;
   * the pattern zoom is kept. One undo step. Resolves false, changing nothing, while another background
   * picture or pattern loads; rejects, changing nothing, when the tile is refused or cannot load.
   */
  setPattern(src: string): Promise<boolean> {
    return this.load(src, () => {
      const { background, pattern } = this.store.document;
      const zoom = pattern?.zoom ?? 100;
      this.store.transact({ label: 'pattern', undoable: true }, (draft) =>
        draft.setRoot({ pattern: { src, zoom }, background: { ...background, image: null } }),
      );
    });
  }

  /** Removes the pattern: the background colour shows again. One undo step. */
  clearPattern(): void {
    if (!this.store.document.pattern) return;
    this.store.transact({ label: 'clear-pattern', undoable: true }, (draft) =>
      draft.setRoot({ pattern: null }),
    );
  }

  /** The pattern zoom in percent, a whole number from 100 to 500 (it enlarges the tile above 100). */
  setPatternZoom(zoom: number, options: { mergeKey?: string } = {}): void {
    const { pattern } = this.store.document;
    if (!pattern) return;
    if (!Number.isInteger(zoom) || zoom < 100 || zoom > 500) {
      throw new RangeError(`pattern.zoom: expected a whole number from 100 to 500, got ${zoom}`);
    }
    this.store.transact({ label: 'pattern-zoom', undoable: true, mergeKey: options.mergeKey }, (draft) =>
      draft.setRoot({ pattern: { ...pattern, zoom } }),
    );
  }

  /**
   * Changes the background picture's settings (overlay, darkness, brightness, blur, zoom, preset) with the
   * overlay rule of SPEC §4: a colour set while the opacity is 0 sets it to 50; an opacity set while there
   * is no colour takes the canvas background colour. Calls with the same `mergeKey` (a slider drag) are
   * one undo step until the gesture ends. Throws a RangeError for an invalid value, changing nothing.
   */
  updateSettings(patch: BackgroundSettingsPatch, options: { mergeKey?: string } = {}): void {
    const { settings, background, layout } = this.store.document;
    const next = settingsSchema.safeParse(patchSettings(settings, patch, background.color));
    if (!next.success) throw new RangeError(describeIssues(next.error));
    const natural = this.host.view.backgroundPictureSize;
    let image = background.image;
    if (image && natural && next.data.zoomImage !== settings.zoomImage) {
      // The canvas centre stays on the same point of the picture.
      const before = coverSize(natural, layout, settings.zoomImage);
      const after = coverSize(natural, layout, next.data.zoomImage);
      image = { ...image, ...rezoomOffset(image, before, after, layout) };
    }
    this.store.transact(
      { label: 'background-settings', undoable: true, mergeKey: options.mergeKey },
      (draft) => {
        draft.setRoot({ settings: next.data });
        if (image !== background.image) draft.setRoot({ background: { ...background, image } });
      },
    );
  }

  /** The background now: its colour and picture, the pattern and the picture's settings. */
  get state(): BackgroundState {
    const { background, pattern, settings } = this.store.document;
    return { background, pattern, settings };
  }

  /**
   * Moves the background picture by (dx, dy) layout pixels, its offset staying negative and within the
   * excess of the picture over the canvas (SPEC §5); one undo step. False when there is no picture, it is
   * still loading, or it cannot move that way.
   */
  moveImage(dx: number, dy: number): boolean {
    const { background, layout, settings } = this.store.document;
    const natural = this.host.view.backgroundPictureSize;
    const image = background.image;
    if (!image || !natural || !Number.isFinite(dx) || !Number.isFinite(dy)) return false;
    const drawn = coverSize(natural, layout, settings.zoomImage);
    const offset = clampOffset({ offsetX: image.offsetX + dx, offsetY: image.offsetY + dy }, drawn, layout);
    if (offset.offsetX === image.offsetX && offset.offsetY === image.offsetY) return false;
    this.store.transact({ label: 'move-background', undoable: true }, (draft) =>
      draft.setRoot({ background: { ...background, image: { ...image, ...offset } } }),
    );
    return true;
  }

  /** Whether {@link setFromSelection} applies now: exactly one object selected, and it is a picture. */
  get canSetFromSelection(): boolean {
    return this.selectedPicture() !== null;
  }

  /**
   * "Set as background" (issue 21): the one selected picture becomes the design's background picture,
   * covering the canvas as {@link setImage} does, and leaves the layers. One undo step brings both back.
   * Resolves false, changing nothing, when no single picture is selected, when another background is still
   * loading or when the picture went meanwhile; rejects, changing nothing, when it cannot load.
   */
  setFromSelection(): Promise<boolean> {
    const picture = this.selectedPicture();
    if (!picture) return Promise.resolve(false);
    let applied = false;
    return this.load(picture.src, (loaded) => {
      if (!this.store.getObject(picture.id)) return;
      const { layout, settings, background } = this.store.document;
      const natural = { width: loaded.naturalWidth, height: loaded.naturalHeight };
      const offset = centredOffset(coverSize(natural, layout, settings.zoomImage), layout);
      this.store.transact({ label: 'set-as-background', undoable: true }, (draft) => {
        draft.setRoot({
          background: { ...background, image: { src: picture.src, ...offset } },
          pattern: null,
        });
        draft.removeObject(picture.id);
      });
      applied = true;
    }).then((loaded) => loaded && applied);
  }

  private selectedPicture() {
    const selected = this.store.selection;
    const object = selected.length === 1 ? this.store.getObject(selected[0]!) : undefined;
    return object?.type === 'pz-image' ? object : null;
  }

  /**
   * The background on another layout: the picture covers the new canvas, the canvas centre on the same
   * point of the picture as before, within the new bounds.
   */
  onLayout(page: PageDocument, target: { width: number; height: number }): PageDocument['background'] {
    const { background, layout, settings } = page;
    const image = background.image;
    if (!image) return background;
    // Only the shown page's picture is drawn, so only its size is known: another page's picture starts again
    // from the top left corner, an offset that holds whatever the canvas size (it never leaves a gap).
    if (page.pageId !== this.store.pageId)
      return { ...background, image: { ...image, offsetX: 0, offsetY: 0 } };
    const natural = this.host.view.backgroundPictureSize;
    if (!natural) return background;
    const before = coverSize(natural, layout, settings.zoomImage);
    const after = coverSize(natural, target, settings.zoomImage);
    const offset = clampOffset(
      {
        offsetX: target.width / 2 - ((layout.width / 2 - image.offsetX) * after.width) / before.width,
        offsetY: target.height / 2 - ((layout.height / 2 - image.offsetY) * after.height) / before.height,
      },
      after,
      target,
    );
    return { ...background, image: { ...image, ...offset } };
  }

  /** SPEC §8: a background picture or pattern that cannot be loaded is removed from the design. */
  dropMissing(kind: BackgroundKind, src: string): void {
    const { background, pattern } = this.store.document;
    if (kind === 'image' && background.image?.src === src) {
      this.store.transact({ label: 'missing-background-image', undoable: false }, (draft) =>
        draft.setRoot({ background: { ...background, image: null } }),
      );
    } else if (kind === 'pattern' && pattern?.src === src) {
      this.store.transact({ label: 'missing-pattern', undoable: false }, (draft) =>
        draft.setRoot({ pattern: null }),
      );
    }
  }

  /** Loads one background picture or pattern at a time (SPEC §4); `apply` runs once it has arrived. */
  private async load(src: string, apply: (picture: HTMLImageElement) => void): Promise<boolean> {
    requireStorableSrc(src);
    if (this.loadingNow) return false;
    this.loadingNow = true;
    try {
      const picture = await this.host.assets.loadImage(src);
      if (this.host.isDisposed()) return false;
      apply(picture);
      return true;
    } finally {
      this.loadingNow = false;
    }
  }
}
