import {
  PDFDocument,
  StandardFonts,
  TextRenderingMode,
  degrees,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setTextRenderingMode,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { pdfPageSize } from '@lienzo/core';
import type { TextRun } from '../fabric/FabricView';
import { dataUrlBytes } from './dataUrlBytes';
import { eachPage, type PagesJob } from './pageJob';

/** What a PDF keeps of a page: its picture (a JPEG data URL) and where its lines of text stand. */
export interface PdfPage {
  picture: string;
  runs: readonly TextRun[];
}

export interface PdfOptions extends PagesJob<PdfPage> {
  layout: { key: string; width: number; height: number };
  title: string;
  /** For a print shop: room around each page with crop marks at the corners of the paper size. */
  print: boolean;
}

/** Room around a print page for its crop marks, in points (a quarter inch). */
const PRINT_MARGIN = 18;
/** Crop marks stop this far from the page's corner, so a cut a little off does not show them. */
const MARK_GAP = 4;

/**
 * A PDF of the design's pages (issue 23), each the size of the layout's paper (pdfPageSize): the page's
 * picture at full size, and each line of its text laid over it as real, invisible text in the place it
 * shows, so the PDF can be searched, selected and read aloud. Helvetica stands in for the faces: the text
 * is never drawn with it, only found.
 */
export async function makePdf(options: PdfOptions): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title || 'Lienzo');
  pdf.setCreator('Lienzo');
  pdf.setProducer('Lienzo');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = pdfPageSize(options.layout);
  const scale = size.width / options.layout.width;
  const margin = options.print ? PRINT_MARGIN : 0;
  await eachPage(options, async ({ picture, runs }) => {
    const image = await pdf.embedJpg(dataUrlBytes(picture));
    const page = pdf.addPage([size.width + 2 * margin, size.height + 2 * margin]);
    page.drawImage(image, { x: margin, y: margin, width: size.width, height: size.height });
    if (options.print) {
      page.setTrimBox(margin, margin, size.width, size.height);
      drawCropMarks(page, margin, size);
    }
    page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    for (const run of runs) {
      const text = encodable(font, run.text);
      if (text.trim() === '') continue;
      page.drawText(text, {
        x: margin + run.x * scale,
        y: margin + size.height - run.y * scale,
        size: Math.max(run.size * scale, 0.5),
        font,
        rotate: degrees(-run.angle),
      });
    }
    page.pushOperators(popGraphicsState());
  });
  const bytes = await pdf.save();
  options.signal?.throwIfAborted();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/** The text with the characters Helvetica cannot spell (emoji, most scripts beyond Latin) left out. */
function encodable(font: PDFFont, text: string): string {
  let kept = '';
  for (const character of text) {
    try {
      font.encodeText(character);
      kept += character;
    } catch {
      // Not in the font's encoding: this character cannot be searched for in the PDF.
    }
  }
  return kept;
}

/** Thin marks outside each corner of the trim box, along its edges, where the paper is to be cut. */
function drawCropMarks(page: PDFPage, margin: number, size: { width: number; height: number }): void {
  const length = margin - MARK_GAP;
  const left = margin;
  const right = margin + size.width;
  const bottom = margin;
  const top = margin + size.height;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.25, color: rgb(0, 0, 0) });
  for (const x of [left, right]) {
    line(x, 0, x, length);
    line(x, top + MARK_GAP, x, top + margin);
  }
  for (const y of [bottom, top]) {
    line(0, y, length, y);
    line(right + MARK_GAP, y, right + margin, y);
  }
}
