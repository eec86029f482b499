// Retakes the README screenshots (docs/editor.png, docs/editor-mobile.png) from the built product in
// Debian's Chromium: `npm run build && npm run screenshots`.
import { resolve } from 'node:path';
import { chromium, devices } from 'playwright';
import { startServer } from '../bench/lib.mjs';
import { root } from './lib.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startServer(8197);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });

/** A visitor's editor with a title, a subtitle and a text; on the desktop a text is selected so its toolbar shows. */
async function composeDesign(page, buttons = ['Add title', 'Add subtitle', 'Add text']) {
  await page.goto(`${server.url}/#/texts`);
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  for (const name of buttons) {
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForTimeout(300);
  }
}

try {
  const desktop = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await composeDesign(desktop);
  const box = await desktop.locator('canvas').last().boundingBox();
  if (box) await desktop.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await desktop.waitForTimeout(500);
  await desktop.screenshot({ path: resolve(root, 'docs/editor.png') });

  const phone = await browser.newPage({ ...devices['iPhone 13'], viewport: { width: 375, height: 812 } });
  // On a phone the canvas takes the screen once something is added (one tool at a time).
  await composeDesign(phone, ['Add title']);
  await phone.waitForTimeout(500);
  await phone.screenshot({ path: resolve(root, 'docs/editor-mobile.png') });
  console.log('wrote docs/editor.png and docs/editor-mobile.png');
} finally {
  await browser.close();
  await server.stop();
}
