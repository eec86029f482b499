import {
  CLIPBOARD_MIME,
  CLIPBOARD_TEXT_MAX_BYTES,
  CLIPBOARD_WEB_MIME,
  PASTE_IMAGE_TYPES,
  type ClipboardContent,
} from '@lienzo/core';

/** The part of the async Clipboard API the engine uses; tests give their own. */
export type ClipboardAccess = Pick<Clipboard, 'read' | 'write'>;

export function browserClipboard(): ClipboardAccess | null {
  const clipboard = globalThis.navigator?.clipboard;
  return clipboard && typeof clipboard.read === 'function' && typeof ClipboardItem !== 'undefined'
    ? clipboard
    : null;
}

/** What a read found: a description to decide on, and the picture itself when there is one. */
export interface ClipboardRead {
  content: ClipboardContent;
  image: Blob | null;
}

/** What a copy puts on the clipboard: our JSON twice (custom format and marked text) and a picture. */
export interface ClipboardWrite {
  json: string;
  text: string;
  png: Promise<Blob | null> | null;
}

/**
 * Writes one clipboard item. A browser that refuses a part (a custom format, a picture) still gets the
 * plain text, which a paste in Lienzo reads as well; rejects when even that is refused.
 */
export async function writeClipboard(clipboard: ClipboardAccess, write: ClipboardWrite): Promise<void> {
  const text = new Blob([write.text], { type: 'text/plain' });
  const full: Record<string, Blob | Promise<Blob>> = {
    'text/plain': text,
    [CLIPBOARD_WEB_MIME]: new Blob([write.json], { type: CLIPBOARD_MIME }),
  };
  if (write.png) {
    full['image/png'] = write.png.then(
      (png) => png ?? Promise.reject(new Error('No picture of the selection')),
    );
  }
  try {
    await clipboard.write([new ClipboardItem(full)]);
  } catch {
    await clipboard.write([new ClipboardItem({ 'text/plain': text })]);
  }
}

/**
 * Reads the clipboard's first usable entry of each kind. Sizes are checked before anything is read, so a
 * 100 MB text or picture is described, never loaded.
 */
export async function readClipboard(clipboard: ClipboardAccess): Promise<ClipboardRead> {
  const content: ClipboardContent & { otherTypes: string[] } = { otherTypes: [] };
  let image: Blob | null = null;
  for (const item of await clipboard.read()) {
    for (const type of item.types) {
      if (type === CLIPBOARD_WEB_MIME && content.lienzo === undefined) {
        const blob = await item.getType(type);
        if (blob.size > CLIPBOARD_TEXT_MAX_BYTES) content.textTooLarge = true;
        else content.lienzo = await blob.text();
      } else if (type === 'text/plain' && content.text === undefined) {
        const blob = await item.getType(type);
        if (blob.size > CLIPBOARD_TEXT_MAX_BYTES) content.textTooLarge = true;
        else content.text = await blob.text();
      } else if (type === 'text/html' && content.html === undefined) {
        const blob = await item.getType(type);
        content.html = blob.size > CLIPBOARD_TEXT_MAX_BYTES ? '<html>' : await blob.text();
      } else if (type.startsWith('image/') && !content.image) {
        const blob = await item.getType(type);
        content.image = { type, size: blob.size };
        if (PASTE_IMAGE_TYPES.includes(type)) image = blob;
      } else {
        content.otherTypes.push(type);
      }
    }
  }
  return { content, image };
}
