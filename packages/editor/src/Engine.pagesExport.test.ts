import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { unzipSync } from 'fflate';
import { base64Of } from './test/base64';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { pngSize } from './test/pngSize';

afterEach(disposeEngines);

/** A design of `count` pages on `layout`, page n titled "Slide n" on a colour of its own. */
async function slides(count: number, layout = 'instagram.post') {
  const mounted = await mountEngine();
  const { engine } = mounted;
  engine.reset(layout);
  for (let index = 0; index < count; index++) {
    if (index > 0) engine.addPage();
    engine.setBackgroundColor(['#ffd2d4', '#1a1a1a', '#62CAD9', '#ffe066', '#2b8a3e'][index % 5]!);
    engine.addText('title', `Slide ${index + 1}`);
    engine.addText('text', `Señal número ${index + 1} 🌞`);
    engine.select(null);
  }
  return mounted;
}

const toDataUrl = (bytes: Uint8Array, type: string) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type};base64,${btoa(binary)}`;
};

describe('a design of pages as files (issue 23)', () => {
  it('downloads every page as a PNG at its layout size in one ZIP, in page order, with its progress', async () => {
    const { engine } = await slides(5);
    const progress: number[] = [];
    const zip = await engine.exportPagesZip({
      format: 'png',
      name: 'Carousel',
      onProgress: (done) => progress.push(done),
    });
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual([
      'Carousel-01.png',
      'Carousel-02.png',
      'Carousel-03.png',
      'Carousel-04.png',
      'Carousel-05.png',
    ]);
    for (const [index, bytes] of Object.values(files).entries()) {
      const picture = toDataUrl(bytes, 'image/png');
      expect(pngSize(picture)).toEqual({ width: 800, height: 800 });
      expect(picture).toBe(await engine.exportPage(engine.getPages()[index]!.id));
    }
    expect(progress).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('makes a PDF with a page per page at the layout size, its text searchable (pdftotext)', async () => {
    const { engine } = await slides(3, 'documents.a4');
    const pdf = await engine.exportPdf();
    expect(pdf.type).toBe('application/pdf');
    const read = await commands.readPdf(await base64Of(pdf));
    expect(read.pages).toHaveLength(3);
    for (const page of read.pages) {
      // A4 is 210 × 297 mm: the document layout's 1240 × 1754 pixels at 150 dpi.
      expect(page.width).toBeCloseTo(595.2, 0);
      expect(page.height).toBeCloseTo(841.9, 0);
    }
    read.text.forEach((text, index) => {
      expect(text).toContain(`Slide ${index + 1}`);
      // Helvetica spells the accents; the emoji is not in it and is left out of the searchable text.
      expect(text).toContain(`Señal número ${index + 1}`);
    });
  });

  it('adds crop marks around each page of a print PDF, the paper size as its trim box', async () => {
    const { engine } = await slides(2, 'documents.a5');
    const read = await commands.readPdf(await base64Of(await engine.exportPdf({ print: true })));
    expect(read.pages).toHaveLength(2);
    for (const page of read.pages) {
      const [left, bottom, right, top] = page.trimBox;
      expect(right - left).toBeCloseTo(1240 * 0.48, 0);
      expect(top - bottom).toBeCloseTo(877 * 0.48, 0);
      expect(left).toBeGreaterThan(0);
      expect(page.width).toBeCloseTo(right - left + 2 * left, 0);
    }
  });

  it('stops a 20-page PDF when cancelled, with the share done told on the way, and keeps nothing', async () => {
    const { engine } = await slides(20, 'instagram.story');
    const stop = new AbortController();
    const progress: number[] = [];
    const making = engine.exportPdf({
      signal: stop.signal,
      onProgress: (done) => {
        progress.push(done);
        if (progress.length === 3) stop.abort();
      },
    });
    await expect(making).rejects.toThrow();
    expect(progress).toEqual([0.05, 0.1, 0.15]);
  });
});
