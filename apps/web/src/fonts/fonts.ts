import i18next from 'i18next';
import { FREE_FONT_FACES, FREE_FONT_PATH, NEW_OBJECT_FONTS, type UploadedFont } from '@lienzo/core';
import { notifyError } from '../notify/notify';
import { siteUrl } from '../site/siteUrl';
import { UI_FACES } from './uiFonts';

const registered = new Set<string>();
const failed = new Set<string>();

/** Says once per family that its file could not be loaded; texts in it keep their fallback font. */
function reportFailure(family: string): void {
  if (failed.has(family)) return;
  failed.add(family);
  // The free faces are registered before the language is known (see startLoadingNewObjectFonts).
  const say = () => notifyError(i18next.t('fonts.face_failed', { name: family }));
  if (i18next.isInitialized) say();
  else i18next.on('initialized', say);
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

/**
 * Registers the free fonts and starts loading the faces the editor draws new objects in, which it waits for
 * before it starts (issue 22): called first thing at boot, they come while boot waits for the user and
 * the language, not after.
 */
export function startLoadingNewObjectFonts(): void {
  registerFonts();
  if (typeof FontFace === 'undefined') return;
  // A face that fails is reported by its registration.
  for (const font of NEW_OBJECT_FONTS) void document.fonts.load(font).catch(() => undefined);
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
