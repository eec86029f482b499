// Navigation → canvas interactive, in headless Debian Chromium, measured inside the page.
import { chromium } from 'playwright';
import { median } from '../lib.mjs';

export async function editorReady(url, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/#/templates`);
      await page.waitForSelector('[data-editor-ready="true"]', { timeout: 30_000 });
      times.push(
        await page.evaluate(() => Number(document.querySelector('[data-editor-ready]').dataset.readyAt)),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { medianMs: median(times), runs: times };
}
