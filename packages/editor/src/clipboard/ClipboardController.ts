import {
  clipboardJson,
  clipboardPayload,
  clipboardText,
  decidePaste,
  FIELD_LIMITS,
  stickerExistsCode,
  stickerKindOf,
  CANVAS,
  type ClipboardContent,
  type DesignObject,
  type PastedObjects,
} from '@lienzo/core';
import { withWholeGroups } from '../operations/groups';
import type { DocumentStore } from '../store/DocumentStore';
import { placePasted } from './pasteObjects';
import { readClipboard, writeClipboard, type ClipboardAccess, type ClipboardRead } from './systemClipboard';

/** The longer side of the picture a copy puts on the clipboard. */
const PICTURE_MAX_SIZE = 2048;

/** What a copy, cut or paste did, for the app to tell the person; `refused` is a locale key. */
export type ClipboardOutcome =
  | { action: 'copy' | 'cut'; ids: string[]; system: boolean }
  | { action: 'paste'; ids: string[]; warnings: string[] }
  | { action: 'copy' | 'cut' | 'paste'; refused: string };

/** A paste's result: the new objects (selected), or the locale key of why nothing was inserted. */
export type PasteResult = { ids: string[] } | { refused: string };

/**
 * Uploads a pasted picture as any upload is (the app's upload route) and gives its site path; rejects with an
 * Error whose message is the locale key of the failure.
 */
export type ImageUploader = (file: File) => Promise<string>;

export interface ClipboardHost {
  store: DocumentStore;
  clipboard: ClipboardAccess | null;
  uploadImage: ImageUploader | null;
  siteOrigins: readonly string[];
  picture(ids: readonly string[], maxSize: number): HTMLCanvasElement | null;
  deleteSelected(): void;
  addText(text: string): string;
  addImage(src: string): Promise<string>;
  emit(outcome: ClipboardOutcome): void;
}

const refusal = (reason: string) => `clipboard.refused.${reason}`;

/**
 * Copy, cut and paste through the system clipboard (issue 21), with this engine's last copy as a fallback
 * when the browser will not let the page read it. Every paste is one undo step and inserts all or nothing.
 */
export class ClipboardController {
  /** The JSON of this engine's last copy. */
  private lastCopy: string | null = null;
  /** The objects last pasted and how many times in a row, so repeated pastes cascade instead of piling up. */
  private cascade = { key: '', count: 0 };
  /** The write of the last copy: a paste right after it reads what it wrote. */
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: ClipboardHost) {}

  /** Copies the selected objects (whole groups); false when nothing is selected. */
  copy(action: 'copy' | 'cut' = 'copy'): Promise<boolean> {
    const { store } = this.host;
    const wanted = new Set(withWholeGroups(store.document.objects, store.selection));
    const objects = store.document.objects.filter((object) => wanted.has(object.id));
    if (objects.length === 0) return Promise.resolve(false);
    const ids = objects.map((object) => object.id);
    const payload = clipboardPayload(objects);
    const json = clipboardJson(payload);
    this.lastCopy = json;
    this.cascade = { key: '', count: 0 };
    const picture = this.host.picture(ids, PICTURE_MAX_SIZE);
    if (action === 'cut') this.host.deleteSelected();
    const { clipboard } = this.host;
    if (!clipboard) {
      this.host.emit({ action, ids, system: false });
      return Promise.resolve(true);
    }
    const png = picture && new Promise<Blob | null>((resolve) => picture.toBlob(resolve, 'image/png'));
    const written = writeClipboard(clipboard, { json, text: clipboardText(payload), png }).then(
      () => {
        this.host.emit({ action, ids, system: true });
        return true;
      },
      () => {
        this.host.emit({ action, ids, system: false });
        return true;
      },
    );
    this.writing = written;
    return written;
  }

  /** Reads the system clipboard (or, when the browser refuses, this engine's last copy) and pastes it. */
  async paste(): Promise<PasteResult> {
    let read: ClipboardRead | null = null;
    await this.writing;
    if (this.host.clipboard) {
      try {
        read = await readClipboard(this.host.clipboard);
      } catch {
        read = null;
      }
    }
    if (!read) {
      if (this.lastCopy === null) return this.refuse(refusal('read_denied'));
      read = { content: { lienzo: this.lastCopy }, image: null };
    }
    return this.pasteContent(read.content, read.image);
  }

  /** Pastes what a clipboard held (`image`: the picture `content.image` describes). */
  async pasteContent(content: ClipboardContent, image: Blob | null = null): Promise<PasteResult> {
    const decision = decidePaste(content, this.host.siteOrigins);
    switch (decision.kind) {
      case 'refused':
        return this.refuse(refusal(decision.reason));
      case 'objects':
        return this.pasteObjects(decision.pasted);
      case 'text':
        return this.pasted([this.host.addText(decision.text)]);
      case 'image':
        return image ? this.pasteImage(image) : this.refuse(refusal('empty'));
    }
  }

  private pasteObjects({ objects, warnings }: PastedObjects): PasteResult {
    const { store } = this.host;
    const existing = store.document.objects;
    if (existing.length + objects.length > FIELD_LIMITS.objectsPerDesign) {
      return this.refuse(refusal('too_many_objects'));
    }
    for (const object of objects) {
      const kind = stickerKindOf(object);
      const exists = kind ? stickerExistsCode(existing, kind) : null;
      if (exists) return this.refuse(`instagram.alerts.${exists}`);
    }
    // The originals are in this design: the copy goes 40 px down and right (SPEC §9); in another design it
    // lands where it was. Each further paste of the same objects goes one more step.
    const key = JSON.stringify(objects);
    const repeats = this.cascade.key === key ? this.cascade.count : 0;
    this.cascade = { key, count: repeats + 1 };
    const here = objects.some((object) => store.getObject(object.id) !== undefined);
    const offset = CANVAS.cloneOffset * (repeats + (here ? 1 : 0));
    const copies: DesignObject[] = placePasted(objects, offset, store.document.layout);
    store.transact({ label: 'paste', undoable: true }, (draft) => {
      for (const copy of copies) draft.addObject(copy);
      draft.select(copies.map((copy) => copy.id));
    });
    return this.pasted(
      copies.map((copy) => copy.id),
      warnings,
    );
  }

  private async pasteImage(image: Blob): Promise<PasteResult> {
    const { uploadImage } = this.host;
    if (!uploadImage) return this.refuse(refusal('no_upload'));
    const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
    let src: string;
    try {
      src = await uploadImage(new File([image], `pasted.${extension}`, { type: image.type }));
    } catch (error) {
      return this.refuse(error instanceof Error && error.message ? error.message : refusal('upload_failed'));
    }
    try {
      return this.pasted([await this.host.addImage(src)]);
    } catch {
      return this.refuse(refusal('upload_failed'));
    }
  }

  private pasted(ids: string[], warnings: string[] = []): PasteResult {
    this.host.emit({ action: 'paste', ids, warnings });
    return { ids };
  }

  private refuse(key: string): PasteResult {
    this.host.emit({ action: 'paste', refused: key });
    return { refused: key };
  }
}
