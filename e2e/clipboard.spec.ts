import { expect, test, type BrowserContext, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openAsVisitor } from './support/editor';

// Issue 21: copy, cut, paste through the system clipboard, Select all, and every bad paste refused clearly.

const layers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

async function withClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Puts `parts` (type → text) on the system clipboard from the page, as another app would. */
async function writeClipboard(page: Page, parts: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const item = Object.fromEntries(
      Object.entries(entries).map(([type, text]) => [type, new Blob([text], { type })]),
    );
    await navigator.clipboard.write([new ClipboardItem(item)]);
  }, parts);
}

/** A PNG of `size` × `size` pixels on the system clipboard: plain red, or noise that compresses to nothing. */
async function writePng(page: Page, size: number, noise: boolean): Promise<number> {
  return page.evaluate(
    async ({ size, noise }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const context = canvas.getContext('2d')!;
      if (noise) {
        const pixels = context.createImageData(size, size);
        crypto.getRandomValues(pixels.data.subarray(0, 65536));
        for (let at = 65536; at < pixels.data.length; at += 65536)
          crypto.getRandomValues(pixels.data.subarray(at, at + 65536));
        context.putImageData(pixels, 0, 0);
      } else {
        context.fillStyle = '#d62828';
        context.fillRect(0, 0, size, size);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      return blob.size;
    },
    { size, noise },
  );
}

test('copy two objects in one tab and paste them in another tab', async ({ context }) => {
  await withClipboard(context);
  // Both tabs open before anything is drawn, so the second finds no unsaved draft to offer.
  const first = await context.newPage();
  const second = await context.newPage();
  await openAsVisitor(first);
  await openAsVisitor(second);
  await first.getByRole('button', { name: 'Add title' }).click();
  await first.getByRole('button', { name: 'Add subtitle' }).click();
  await expect(layers(first)).toHaveCount(2);
  const texts = await layers(first).allTextContents();
  await first.keyboard.press('Control+A');
  await first.keyboard.press('Control+C');
  // Pasting in the same design adds copies (40 px away).
  await first.keyboard.press('Control+V');
  await expect(layers(first)).toHaveCount(4);

  await second.bringToFront();
  await expect(layers(second)).toHaveCount(0);
  await second.keyboard.press('Control+V');
  await expect(layers(second)).toHaveText(texts);
  // One undo takes the whole paste back.
  await second.keyboard.press('Control+Z');
  await expect(layers(second)).toHaveCount(0);
});

test('cut removes the selection and paste brings it back; the shortcuts list shows the commands', async ({
  page,
  context,
}) => {
  await withClipboard(context);
  await openAsVisitor(page);
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(layers(page)).toHaveCount(1);
  await page.keyboard.press('Control+X');
  await expect(layers(page)).toHaveCount(0);
  await page.keyboard.press('Control+V');
  await expect(layers(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  for (const label of ['Copy', 'Cut', 'Paste', 'Select all', 'Nudge right 10 px'])
    await expect(page.getByRole('dialog').getByText(label, { exact: true })).toBeVisible();
});

test('Ctrl+A selects every object, never the page text, and Delete removes them all', async ({ page }) => {
  await openAsVisitor(page);
  for (const name of ['Add title', 'Add subtitle', 'Add text'])
    await page.getByRole('button', { name, exact: true }).click();
  await expect(layers(page)).toHaveCount(3);
  await page.keyboard.press('Control+A');
  expect(await page.evaluate(() => getSelection()?.toString() ?? '')).toBe('');
  await page.keyboard.press('Delete');
  await expect(layers(page)).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(layers(page)).toHaveCount(3);
});

test('paste a picture from the clipboard: it is uploaded and added as an image', async ({
  page,
  context,
}) => {
  await withClipboard(context);
  await openSignedUp(page, '/#/images/uploads');
  await expect(page.getByText('You have not uploaded any images yet.')).toBeVisible();
  await writePng(page, 120, false);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+V');
  await expect(layers(page)).toHaveCount(1);
  // Uploaded like any upload: it is listed in the uploads tab.
  await expect(page.getByRole('button', { name: 'Add to the design' })).toHaveCount(1);
  await page.keyboard.press('Control+Z');
  await expect(layers(page)).toHaveCount(0);
});

test.describe('bad input on the clipboard is refused with a clear message, nothing inserted', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['huge text', { 'text/plain': 'x'.repeat(10_001) }, 'That text is too long to paste'],
    [
      'HTML',
      { 'text/html': '<img src=x onerror="window.ran=1"><b>hi</b>' },
      'Web page code (HTML or SVG) cannot be pasted',
    ],
    [
      'an SVG with script',
      {
        'text/plain':
          '<svg xmlns="http://www.w3.org/2000/svg" onload="window.ran=1"><script>window.ran=1</script></svg>',
      },
      'Web page code (HTML or SVG) cannot be pasted',
    ],
    [
      'another app’s JSON',
      { 'text/plain': '{"type":"excalidraw/clipboard","elements":[{"id":"x"}]}' },
      'That was copied from another app',
    ],
    [
      'Lienzo JSON that is not valid',
      {
        'text/plain':
          'lienzo-clipboard:{"app":"lienzo","version":1,"objects":[{"type":"pz-evil","src":"javascript:alert(1)"}]}',
      },
      'The copied objects are damaged',
    ],
  ];
  for (const [name, parts, message] of cases) {
    test(name, async ({ page, context }) => {
      await withClipboard(context);
      await openAsVisitor(page);
      await page.getByRole('button', { name: 'Add title' }).click();
      await writeClipboard(page, parts);
      await page.keyboard.press('Control+V');
      await expect(page.getByText(message)).toBeVisible();
      await expect(layers(page)).toHaveCount(1);
      expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
    });
  }

  test('a picture over the upload limit', async ({ page, context }) => {
    await withClipboard(context);
    await openAsVisitor(page);
    const bytes = await writePng(page, 2048, true);
    expect(bytes).toBeGreaterThan(5_767_168);
    await page.keyboard.press('Control+V');
    await expect(page.getByText('Maximum file size to upload is 5MB')).toBeVisible();
    await expect(layers(page)).toHaveCount(0);
  });

  test('a 100 MB picture pasted from the browser menu', async ({ page }) => {
    await openAsVisitor(page);
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(100 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByText('Maximum file size to upload is 5MB')).toBeVisible();
    await expect(layers(page)).toHaveCount(0);
  });

  test('in Spanish', async ({ page, context }) => {
    await withClipboard(context);
    await openAsVisitor(page);
    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await writeClipboard(page, { 'text/plain': '{"another":"app"}' });
    await page.keyboard.press('Control+V');
    await expect(
      page.getByText('Eso se copió desde otra aplicación y no se puede pegar en Lienzo.'),
    ).toBeVisible();
  });
});
