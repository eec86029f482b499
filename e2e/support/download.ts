import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks a file the page makes in the download modal (an MP4, a GIF, a ZIP, a PDF): its suggested name and bytes. */
export async function madeInPage(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const dialog = page.getByRole('dialog', { name: 'Download your design' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name, exact: true }).click(),
  ]);
  return { file: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}
