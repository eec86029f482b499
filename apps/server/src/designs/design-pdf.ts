// A carousel's pages as one PDF document (issue 23: what LinkedIn takes), made from the stored page pictures.
import { pdfPageSize } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { decodedBytes, withImageBudget } from '../media/image-budget';
import type { Storage } from '../storage/storage';
import { pageImageKeys } from './design-pages';
import { documentPdfKey } from './image-urls';

/**
 * pdf-lib decodes a PNG in JavaScript to 8-bit RGBA and splits it into colour and alpha before deflating them:
 * about twice the decoded picture is held while one page is embedded.
 */
const EMBED_COPIES = 2;

/**
 * One PDF page per picture, each the layout's paper size (a screen layout's pixels at 96 dpi), filled by it.
 * Each picture is embedded (decoded and deflated) at once, one at a time under the image memory budget, so a
 * 20-page carousel holds one decoded page, not twenty.
 */
export async function makeCarouselPdf(
  pictures: readonly Buffer[],
  layout: { key: string; width: number; height: number },
  title: string,
): Promise<Buffer> {
  // Loaded on the first PDF: its fonts' tables are decoded at import, seconds of a loaded machine's start.
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Lienzo');
  pdf.setProducer('Lienzo');
  const { width, height } = pdfPageSize(layout);
  const budget = EMBED_COPIES * decodedBytes(layout);
  for (const picture of pictures) {
    const image = await withImageBudget(budget, async () => {
      const embedded = await pdf.embedPng(picture);
      await embedded.embed();
      return embedded;
    });
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return Buffer.from(await pdf.save());
}

const sameKeys = (a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The PDF of the design with this hash, made on first request and kept in storage next to its picture (a save
 * or a new page picture removes it). Null when there is no such design or a page's picture is not stored yet.
 */
export async function loadCarouselPdf(
  db: Kysely<Database>,
  storage: Storage,
  hash: string,
): Promise<{ pdf: Buffer; title: string; width: number; height: number } | null> {
  const read = () =>
    db
      .selectFrom('designs')
      .select(['id', 'title', 'layout', 'width', 'height', 'image_key', 'page_count'])
      .where('hash', '=', hash)
      .executeTakeFirst();
  const design = await read();
  if (!design) return null;
  const answer = (pdf: Buffer) => ({ pdf, title: design.title, width: design.width, height: design.height });
  const keys = await pageImageKeys(db, design);
  if (keys.some((key) => key === null)) return null;
  const key = documentPdfKey(design.image_key);
  const cached = await storage.get(key);
  if (cached) return answer(cached);
  const pictures: Buffer[] = [];
  for (const pageKey of keys) {
    const picture = await storage.get(pageKey!);
    if (!picture) return null;
    pictures.push(picture);
  }
  const pdf = await makeCarouselPdf(
    pictures,
    { key: design.layout, width: design.width, height: design.height },
    design.title,
  );
  await storage.put(key, pdf);
  // A save or a new page picture meanwhile makes this one outdated: do not keep it for the next request.
  const now = await read();
  if (!now || now.image_key !== design.image_key || !sameKeys(await pageImageKeys(db, now), keys))
    await storage.delete(key);
  return answer(pdf);
}
