import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';
import { inkBox } from './support/canvasPixels';
import { seriousViolations } from './support/axe';
import { firstPage, type PagedDocument } from './support/document';

/** Words a person reads, in each language the test runs in. */
const WORDS = {
  en: {
    layers: 'Layers',
    text: 'Text',
    addTitle: 'Add title',
    lock: (name: string) => `Lock ${name}`,
    unlock: (name: string) => `Unlock ${name}`,
    hide: (name: string) => `Hide ${name}`,
    show: (name: string) => `Show ${name}`,
    rename: 'Layer name',
    lockedToolbar: 'Locked layer',
    unlockCommand: 'Unlock',
    download: 'Download',
    downloadDialog: 'Download your design',
    png: 'PNG for the web',
    save: 'Save',
    ready: 'Your design is ready!',
    group: 'Group of 2',
    expand: (name: string) => `Show the layers of ${name}`,
    locked: 'locked',
  },
  es: {
    layers: 'Capas',
    text: 'Texto',
    addTitle: 'Añadir título',
    lock: (name: string) => `Bloquear ${name}`,
    unlock: (name: string) => `Desbloquear ${name}`,
    hide: (name: string) => `Ocultar ${name}`,
    show: (name: string) => `Mostrar ${name}`,
    rename: 'Nombre de la capa',
    lockedToolbar: 'Capa bloqueada',
    unlockCommand: 'Desbloquear',
    download: 'Descargar',
    downloadDialog: 'Descarga tu diseño',
    png: 'PNG para la web',
    save: 'Guardar',
    ready: '¡Tu diseño está listo!',
    group: 'Grupo de 2',
    expand: (name: string) => `Mostrar las capas de ${name}`,
    locked: 'bloqueada',
  },
} as const;

/** How many dark (text) pixels a PNG has, decoded by the browser as a person's viewer would. */
function darkPixelsOf(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), {
      width: image.naturalWidth,
      height: image.naturalHeight,
    });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let at = 0; at < data.length; at += 4) if (data[at]! < 60 && data[at + 3]! > 200) dark += 1;
    return dark;
  }, png.toString('base64'));
}

/** Saves through the header in the page's language and reads back what the server stored. */
async function saveAndRead(page: Page, hash: string, words: (typeof WORDS)[keyof typeof WORDS]) {
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect(page.getByText(words.ready)).toBeVisible();
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return (
      (await response.json()) as { data: { editor: PagedDocument<{ objects: Record<string, unknown>[] }> } }
    ).data.editor;
  }, hash);
  return firstPage(editor).objects;
}

/** Signed up in English (the helpers speak it), the person then picks their language in the header. */
async function speak(page: Page, language: 'en' | 'es') {
  if (language === 'en') return;
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

for (const language of ['en', 'es'] as const) {
  const words = WORDS[language];
  test.describe(`layers panel (${language})`, () => {
    test('a locked title is not moved by a drag; a hidden one is absent from the downloaded PNG', async ({
      page,
    }) => {
      await openSignedUp(page, '/');
      const hash = await openBlankDesign(page);
      await speak(page, language);
      await page.getByRole('link', { name: words.text }).click();
      await page.getByRole('button', { name: words.addTitle }).click();
      const panel = page.getByRole('list', { name: words.layers, exact: true });
      const name = (await panel.locator('.layer-label__name').first().textContent()) ?? '';
      expect(name.length).toBeGreaterThan(0);

      // Lock from the row: the row keeps its place, the toolbar says why nothing moves.
      await panel.getByRole('button', { name: words.lock(name) }).click();
      await expect(panel.getByRole('button', { name: words.unlock(name) })).toBeVisible();
      const before = await inkBox(page, 'dark-text');
      expect(before).not.toBeNull();
      const centre = { x: (before!.left + before!.right) / 2, y: (before!.top + before!.bottom) / 2 };
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 60, centre.y + 80, { steps: 8 });
      await page.mouse.up();
      expect(await inkBox(page, 'dark-text')).toEqual(before);
      // Picked in the panel, it shows the locked toolbar, whose Unlock frees it.
      // The row says it is locked to a screen reader too.
      await panel.getByRole('button', { name: `${name} ${words.locked}`, exact: true }).click();
      const toolbar = page.getByRole('toolbar', { name: words.lockedToolbar });
      await expect(toolbar).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await toolbar.getByRole('button', { name: words.unlockCommand, exact: true }).click();
      await expect(panel.getByRole('button', { name: words.lock(name) })).toBeVisible();
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 60, centre.y + 80, { steps: 8 });
      await page.mouse.up();
      await expect
        .poll(async () => (await inkBox(page, 'dark-text'))?.left)
        .toBeGreaterThan(before!.left + 20);

      // Hide: not drawn, not saved in the picture, kept in the design.
      await panel.getByRole('button', { name: words.hide(name) }).click();
      await expect.poll(() => inkBox(page, 'dark-text')).toBeNull();
      expect(await saveAndRead(page, hash, words)).toEqual([expect.objectContaining({ hidden: true })]);
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: words.download }).click();
      const dialog = page.getByRole('dialog', { name: words.downloadDialog });
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: words.png, exact: true }).click(),
      ]);
      expect(await darkPixelsOf(page, await readFile(await file.path()))).toBe(0);
    });

    test('rename a layer, and a group is one row that opens to its members', async ({ page }) => {
      await openSignedUp(page, '/');
      const hash = await openBlankDesign(page);
      await speak(page, language);
      await page.getByRole('link', { name: words.text }).click();
      await page.getByRole('button', { name: words.addTitle }).click();
      const panel = page.getByRole('list', { name: words.layers, exact: true });
      const name = (await panel.locator('.layer-label__name').first().textContent()) ?? '';
      await panel.getByRole('button', { name, exact: true }).dblclick();
      const field = panel.getByRole('textbox', { name: words.rename });
      await field.fill('Hero title');
      await field.press('Enter');
      await expect(panel.getByRole('button', { name: 'Hero title', exact: true })).toBeVisible();
      // Escape keeps the name.
      await panel.getByRole('button', { name: 'Hero title', exact: true }).focus();
      await page.keyboard.press('F2');
      await field.fill('Thrown away');
      await field.press('Escape');
      await expect(panel.getByRole('button', { name: 'Hero title', exact: true })).toBeVisible();
      expect(await saveAndRead(page, hash, words)).toEqual([expect.objectContaining({ name: 'Hero title' })]);
      await page.keyboard.press('Escape');

      // Two texts grouped: one row, which opens to both. (Saving showed the gallery.)
      await page.getByRole('link', { name: words.text }).click();
      await page.getByRole('button', { name: words.addTitle }).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Control+G');
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(panel.getByRole('button', { name: words.group, exact: true })).toBeVisible();
      await panel.getByRole('button', { name: words.expand(words.group) }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(3);
      await expect(panel.getByRole('button', { name: 'Hero title', exact: true })).toBeVisible();
    });
  });
}
