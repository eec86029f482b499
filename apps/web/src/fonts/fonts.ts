import i18next from 'i18next';
import { FREE_FONT_FACES, FREE_FONT_PATH, type UploadedFont } from '@lienzo/core';
import { notifyError } from '../notify/notify';
import { siteUrl } from '../site/siteUrl';
import { UI_FACES } from './uiFonts';

const registered = new Set<string>();
const failed = new Set<string>();

/** Says once per family that its file could not be loaded; texts in it keep their fallback font. */
function reportFailure(family: string): void {
  if (failed.has(family)) return;
  failed.add(family);
  notifyError(i18next.t('fonts.face_failed', { name: family }));
}

function register(family: string, source: string, descriptors: FontFaceDescriptors, id: string): void {
  if (registered.has(id) || typeof FontFace === 'undefined') return;
  registered.add(id);
  const face = new FontFace(family, source, descriptors);
  document.fonts.add(face);
  // Settles when something first uses the face (a text, a preview, `document.fonts.load`).
  face.loaded.catch(() => reportFailure(family));
}

/**
 * Makes the free fonts and the user's uploaded fonts known to the browser (SPEC §2 font picker). A face
 * registered this way downloads only when a text, a preview or `document.fonts.load` first uses it.
 */
export function registerFonts(uploaded: readonly UploadedFont[] = []): void {
  for (const face of FREE_FONT_FACES) {
    const id = `${face.family}|${face.weight}|${face.style}`;
    if (UI_FACES.has(id)) continue;
    register(
      face.family,
      `url(${JSON.stringify(siteUrl(`${FREE_FONT_PATH}${face.file}`))}) format('woff2')`,
      { weight: String(face.weight), style: face.style, display: 'swap' },
      id,
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
