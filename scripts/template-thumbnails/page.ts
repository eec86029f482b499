// The page render-template-thumbnails.mjs drives: the editor's engine with the web app's fonts, exposing
// window.renderTemplate(document) → a JPEG data URL of the design at its layout size, as the editor draws it.
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import type { DesignDocument } from '@lienzo/core';
import { Engine } from '@lienzo/editor';
import { registerFonts } from '../../apps/web/src/fonts/fonts';

declare global {
  interface Window {
    renderTemplate(document: DesignDocument): Promise<{ image: string; warnings: readonly string[] }>;
  }
}

registerFonts();
const element = document.querySelector('canvas');
if (!element) throw new Error('the page has no canvas');
const engine = await Engine.mount(element, { keyboard: false });

window.renderTemplate = async (design) => {
  const { warnings } = await engine.load(design);
  await engine.whenIdle();
  return { image: engine.exportJpeg(0.9), warnings };
};
