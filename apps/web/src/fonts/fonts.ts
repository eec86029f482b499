import type { UploadedFont } from '@lienzo/core';
import { FREE_FONT_FILES } from './freeFontFiles';
import { siteUrl } from '../site/siteUrl';

const registered = new Set<string>();

function register(family: string, source: string, descriptors: FontFaceDescriptors, id: string): void {
  if (registered.has(id) || typeof FontFace === 'undefined') return;
  registered.add(id);
  document.fonts.add(new FontFace(family, source, descriptors));
}

/**
 * Makes the free fonts and the user's uploaded fonts known to the browser (SPEC §2 font picker). A face
 * registered this way downloads only when a text, a preview or `document.fonts.load` first uses it.
 */
export function registerFonts(uploaded: readonly UploadedFont[] = []): void {
  for (const file of FREE_FONT_FILES) {
    register(
      file.family,
      `url(${JSON.stringify(file.url)}) format('woff2')`,
      { weight: String(file.weight), style: file.style, display: 'swap' },
      `${file.family}|${file.weight}|${file.style}`,
    );
  }
  for (const font of uploaded) registerUploadedFont(font);
}

/** An uploaded TrueType font, served from this site (`/fonts/…`). */
export function registerUploadedFont(font: UploadedFont): void {
  if (!font.secure_url.startsWith('/')) return;
  register(
    font.name,
    `url(${JSON.stringify(siteUrl(font.secure_url))}) format('truetype')`,
    { display: 'swap' },
    font.hash,
  );
}

/** Resolves once the face is loaded; rejects when the family is unknown or its file fails. */
export async function loadFont(
  family: string,
  { weight = 'normal', style = 'normal' }: { weight?: string | number; style?: string } = {},
): Promise<void> {
  const faces = await document.fonts.load(`${style} ${weight} 16px ${JSON.stringify(family)}`);
  if (faces.length === 0) throw new Error(`The font "${family}" is not available`);
}
