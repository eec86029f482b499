import type { DesignDocument, PzText } from '@lienzo/core';
import sharp from 'sharp';
import { escapeMarkup } from '../http/escape-markup';

/**
 * An SVG of the document's background and text objects (the only things a starter template holds).
 * Fabric measures charSpacing in thousandths of an em; the baseline sits about 0.8 em below the top.
 */
export function previewSvg(document: DesignDocument): string {
  const { width, height } = document.layout;
  const textObjects = document.objects.filter((object): object is PzText => object.type === 'pz-text');
  const texts = textObjects.map((object) => {
    const anchor = object.textAlign === 'center' ? 'middle' : object.textAlign === 'right' ? 'end' : 'start';
    const x =
      anchor === 'middle'
        ? object.left + object.width / 2
        : anchor === 'end'
          ? object.left + object.width
          : object.left;
    const y = object.top + object.fontSize * 0.8;
    const letterSpacing = (object.charSpacing / 1000) * object.fontSize;
    return (
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${escapeMarkup(object.fontFamily)}, sans-serif" ` +
      `font-size="${object.fontSize}" font-weight="${escapeMarkup(String(object.fontWeight))}" ` +
      `letter-spacing="${letterSpacing}" fill="${escapeMarkup(object.fill)}" opacity="${object.opacity}">` +
      `${escapeMarkup(object.text)}</text>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${escapeMarkup(document.background.color)}"/>${texts.join('')}</svg>`
  );
}

export async function renderPreview(document: DesignDocument): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(document)))
    .png()
    .toBuffer();
}
