import type { FabricView } from '../../fabric/FabricView';
import { listenToCropKeys } from '../../keyboard/cropKeys';
import type { DocumentStore } from '../../store/DocumentStore';
import { croppedPatch, type CropRect } from './cropGeometry';

/** What cropping needs from the engine it sits beside. */
export interface CropHost {
  readonly store: DocumentStore;
  readonly view: FabricView;
  /** Crop mode began on image `id`, or ended (null). */
  cropChanged(id: string | null): void;
}

/** Crop mode on an image (SPEC §2 "crop"): a frame over the dimmed picture, applied or cancelled. */
export class CropController {
  /** Stops the Enter/Escape keys of crop mode while it is on. */
  private stopKeys: (() => void) | null = null;

  constructor(private readonly host: CropHost) {}

  get croppingId(): string | null {
    return this.host.view.croppingId;
  }

  /** The crop frame now, in source pixels of the picture; null outside crop mode. */
  get rect(): CropRect | null {
    return this.host.view.cropRect;
  }

  /**
   * Starts cropping image `id`: the whole picture shows dimmed with a frame around the part shown now, which
   * the person moves and resizes. Enter or a press outside the frame applies ({@link apply}), Escape cancels
   * ({@link cancel}). A crop already in progress on another image is applied first. Throws a RangeError for
   * no image, and an Error while its picture has not loaded.
   */
  start(id: string | null): void {
    const { store, view } = this.host;
    if (id === null) throw new RangeError('No image is selected to crop');
    const object = store.getObject(id);
    if (!object) throw new RangeError(`No object with id "${id}"`);
    if (object.type !== 'pz-image') throw new RangeError(`Not an image: "${id}"`);
    if (this.croppingId === id) return;
    this.apply();
    store.transact({ label: 'select', undoable: false }, (draft) => draft.select(id));
    view.startCrop(
      id,
      () => this.apply(),
      () => this.left(),
    );
    this.stopKeys = listenToCropKeys(view.canvas.upperCanvasEl.ownerDocument, {
      apply: () => this.apply(),
      cancel: () => this.cancel(),
    });
    this.host.cropChanged(id);
  }

  /** Moves the crop frame to `rect` (source pixels), kept inside the picture; returns where it went. */
  setRect(rect: CropRect): CropRect {
    return this.host.view.setCropRect(rect);
  }

  /**
   * Stores the crop: the part inside the frame, kept where it was on the canvas at the same size. One undo
   * step; false when not cropping or the frame holds what the image showed already.
   */
  apply(): boolean {
    const { store, view } = this.host;
    const ended = view.endCrop();
    if (!ended) return false;
    this.left();
    const image = store.getObject(ended.id);
    if (image?.type !== 'pz-image') return false;
    const patch = croppedPatch(image, ended.rect);
    const unchanged = Object.entries(patch).every(
      ([key, value]) => image[key as keyof typeof image] === value,
    );
    if (unchanged) return false;
    store.transact({ label: 'crop-image', undoable: true }, (draft) => draft.updateObject(ended.id, patch));
    return true;
  }

  /** Leaves crop mode storing nothing; false when not cropping. */
  cancel(): boolean {
    if (!this.host.view.endCrop()) return false;
    this.left();
    return true;
  }

  dispose(): void {
    this.stopKeys?.();
    this.stopKeys = null;
  }

  private left(): void {
    this.dispose();
    this.host.cropChanged(null);
  }
}
