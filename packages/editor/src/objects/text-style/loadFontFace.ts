import { cache } from 'fabric';

/** A font the browser could not load: the text keeps the font it had. */
export class FontLoadError extends Error {
  override readonly name = 'FontLoadError';
}

/**
 * Loads the face a text is about to use and forgets the widths Fabric measured with a fallback, so the
 * text is measured with the real face (SPEC §4 "font changes apply after the font has loaded").
 */
export async function loadFontFace(
  family: string,
  { weight = 'normal', style = 'normal' }: { weight?: string | number; style?: string } = {},
): Promise<void> {
  const fonts = globalThis.document?.fonts;
  if (!fonts) return;
  let faces: FontFace[];
  try {
    faces = await fonts.load(`${style} ${weight} 16px "${family.replace(/"/g, '')}"`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FontLoadError(`The font "${family}" could not be loaded: ${reason}`);
  }
  if (faces.length === 0) throw new FontLoadError(`The font "${family}" is not available in this editor`);
  cache.clearFontCache(family);
}
