// Node-side commands the editor's browser tests call (vitest `commands`): Debian's poppler-utils read the PDFs
// the editor makes, as a PDF reader or a print shop would.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserCommand } from 'vitest/node';

const run = promisify(execFile);

interface PdfPageInfo {
  width: number;
  height: number;
  trimBox: [number, number, number, number];
}

/** pdfinfo's page sizes and trim boxes (in points) and pdftotext's text of each page of a PDF. */
const readPdf: BrowserCommand<[base64: string]> = async (_context, base64) => {
  const folder = await mkdtemp(join(tmpdir(), 'lienzo-pdf-'));
  try {
    const path = join(folder, 'design.pdf');
    await writeFile(path, Buffer.from(base64, 'base64'));
    const info = (await run('pdfinfo', [path])).stdout;
    const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const boxes = (await run('pdfinfo', ['-box', '-f', '1', '-l', String(count), path])).stdout;
    const pages: PdfPageInfo[] = [];
    for (let number = 1; number <= count; number++) {
      const size = new RegExp(`^Page\\s+${number} size:\\s+([\\d.]+) x ([\\d.]+) pts`, 'm').exec(boxes);
      const trim = new RegExp(
        `^Page\\s+${number} TrimBox:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`,
        'm',
      ).exec(boxes);
      pages.push({
        width: Number(size?.[1]),
        height: Number(size?.[2]),
        trimBox: [Number(trim?.[1]), Number(trim?.[2]), Number(trim?.[3]), Number(trim?.[4])],
      });
    }
    const text = (await run('pdftotext', ['-enc', 'UTF-8', path, '-'])).stdout;
    return {
      pages,
      text: text
        .split('\f')
        .slice(0, count)
        .map((page) => page.trim()),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

export const pdfCommands = { readPdf };
