import { NEW_OBJECT_FONTS, allObjects, type DesignDocument } from '@lienzo/core';

/**
 * The CSS font shorthands the texts of a design's pages need, e.g. `bold 16px "Open Sans"`, and those the objects the
 * engine adds are drawn in by default (texts, fancy text, poll answers), so adding one measures it right.
 */
export function fontsOf(document: DesignDocument): string[] {
  const fonts = new Set<string>(NEW_OBJECT_FONTS);
  for (const object of allObjects(document)) {
    // Fancy text is drawn in its family's regular face, buttons in its bold one (their labels are bold).
    if (object.type === 'pz-ftext') fonts.add(`normal normal 16px "${object.fontFamily}"`);
    if (object.type === 'pz-button') fonts.add(`normal bold 16px "${object.fontFamily}"`);
    if (object.type !== 'pz-text') continue;
    fonts.add(`${object.fontStyle} ${object.fontWeight} 16px "${object.fontFamily}"`);
    for (const range of object.styles) {
      const {
        fontFamily = object.fontFamily,
        fontWeight = object.fontWeight,
        fontStyle = object.fontStyle,
      } = range.style;
      fonts.add(`${fontStyle} ${fontWeight} 16px "${fontFamily}"`);
    }
  }
  return [...fonts];
}

/**
 * Waits until the faces the document uses are loaded, so text is measured with the real font and not
 * a fallback. A face that does not exist or fails to load is skipped rather than blocking the editor.
 */
export async function waitForFonts(document: DesignDocument, timeoutMs = 3000): Promise<void> {
  if (typeof globalThis.document === 'undefined' || !globalThis.document.fonts) return;
  const fontSet = globalThis.document.fonts;
  const loads = fontsOf(document).map((font) => fontSet.load(font).catch(() => []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.all(loads), timeout]);
  clearTimeout(timer);
}
