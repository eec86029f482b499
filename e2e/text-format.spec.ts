import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openAsVisitor } from './support/editor';
import { barTogglePressed, expectReachable, runBarAction } from './support/overflow';
import { firstPage, type PagedDocument } from './support/document';

// At the default 1366 px some formatting controls are in the text toolbar's "More" menu: they are run and read
// from wherever they are (support/overflow.ts), as a person finds them.

async function canvasBox(page: Page) {
  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  return box;
}

/** Double-clicks the new text in the middle of the canvas, types `text` over it and selects its last `n` characters. */
async function typeAndSelectLast(page: Page, text: string, n: number) {
  const box = await canvasBox(page);
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  for (let i = 0; i < n; i++) await page.keyboard.press('Shift+ArrowLeft');
}

async function savedObjects(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill(title);
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: title }).click();
  const hash = /#\/design\/([a-z0-9]{16})$/.exec(page.url())?.[1];
  expect(hash).toBeTruthy();
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return (
      (await response.json()) as { data: { editor: PagedDocument<{ objects: Record<string, unknown>[] }> } }
    ).data.editor;
  }, hash);
  return firstPage(editor).objects;
}

test('Ctrl+B and the toolbar format the selected characters, the layer takes a list, and the saved design keeps them', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  const formats = toolbar.getByRole('group', { name: 'Text format' });
  const bold = formats.getByRole('button', { name: 'Bold' });
  const underline = formats.getByRole('button', { name: 'Underline' });
  // A title is bold as a whole.
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  await typeAndSelectLast(page, 'Hello world', 5);
  await page.keyboard.press('Control+B');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  // The button keeps the characters selected: it underlines "world" alone.
  await underline.click();
  await expect(underline).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+Home');
  await expect(underline).toHaveAttribute('aria-pressed', 'false');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');

  const box = await canvasBox(page);
  await page.mouse.click(box.x + 10, box.y + 10);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await runBarAction(page, toolbar, 'Bulleted list');
  await expect.poll(() => barTogglePressed(page, toolbar, 'Bulleted list')).toBe(true);
  await runBarAction(page, toolbar, 'Align left');
  await expect.poll(() => barTogglePressed(page, toolbar, 'Align left')).toBe(true);
  await runBarAction(page, toolbar, 'Case');
  await toolbar.getByRole('button', { name: 'UPPERCASE' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveText([
    'HELLO WORLD',
  ]);

  const [saved] = await savedObjects(page, 'Formatted title');
  expect(saved).toMatchObject({
    text: 'HELLO WORLD',
    fontWeight: 'bold',
    textAlign: 'left',
    listStyle: 'bullet',
    styles: [{ start: 6, end: 11, style: { fontWeight: 'normal', underline: true } }],
  });
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the formatting buttons and their shortcuts speak Spanish', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Añadir título', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Barra de texto' });
    for (const name of [
      'Negrita',
      'Cursiva',
      'Subrayado',
      'Tachado',
      'Alinear a la izquierda',
      'Centrar',
      'Alinear a la derecha',
      'Justificar',
      'Lista numerada',
    ]) {
      await expectReachable(page, toolbar, name);
    }
    // The button's tooltip tells its shortcut, in the bar or out of sight behind "Más".
    await expect(
      toolbar
        .getByRole('group', { name: 'Formato del texto', includeHidden: true })
        .getByRole('button', { name: 'Cursiva', includeHidden: true }),
    ).toHaveAttribute('title', 'Cursiva (Ctrl+I)');
    await page.keyboard.press('Control+I');
    await expect.poll(() => barTogglePressed(page, toolbar, 'Cursiva')).toBe(true);
    await runBarAction(page, toolbar, 'Mayúsculas y minúsculas');
    await expect(toolbar.getByRole('button', { name: 'Tipo Título' })).toBeVisible();

    await runBarAction(page, page.getByRole('toolbar', { name: 'Opciones del lienzo' }), 'Atajos de teclado');
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(help.getByText('Negrita', { exact: true })).toBeVisible();
    await expect(help.getByText('Subrayado', { exact: true })).toBeVisible();
  });
});
