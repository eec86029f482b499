import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What Debian's poppler-utils read in a downloaded PDF: its page count and each page's text (pdftotext). */
export function readPdf(bytes: Buffer): { pages: number; text: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'lienzo-e2e-pdf-'));
  try {
    const file = join(dir, 'design.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file]).toString();
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
    return {
      pages,
      text: text
        .split('\f')
        .slice(0, pages)
        .map((page) => page.trim()),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
