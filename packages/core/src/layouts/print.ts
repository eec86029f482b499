/** Document layouts (A4, A3, Letter, A5, business card) are drawn at 150 dots an inch: A4 is 1240 × 1754. */
export const DOCUMENT_DPI = 150;
/** Every other layout is a screen picture, at CSS's 96 pixels an inch. */
export const SCREEN_DPI = 96;
const POINTS_PER_INCH = 72;

/** Whether a layout is a printed document, whose pixels stand for a paper size. */
export function isDocumentLayout(layout: { key: string }): boolean {
  return layout.key.startsWith('documents.');
}

/** A PDF page's size in points for a layout: a document's paper (A4 is 595 × 842), else its pixels at 96 dpi. */
export function pdfPageSize(layout: { key: string; width: number; height: number }): {
  width: number;
  height: number;
} {
  const scale = POINTS_PER_INCH / (isDocumentLayout(layout) ? DOCUMENT_DPI : SCREEN_DPI);
  return { width: layout.width * scale, height: layout.height * scale };
}
