import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openAsVisitor } from './support/editor';
import { openSavedDesign } from './support/design';
import { saveThroughApi, squareDesign } from './support/designs';
import { expectReachable, pressAnyway, runBarAction } from './support/overflow';
import { firstPage, type PagedDocument } from './support/document';

interface Saved {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  fill: string;
}

const LAYOUT = 800;

/** The notice (a toast) saying `text`. */
const notice = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Screen position of a point of the 800×800 design. */
async function designPoint(page: Page, x: number, y: number) {
  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  return { x: box.x + (box.width * x) / LAYOUT, y: box.y + (box.height * y) / LAYOUT };
}

/** Saves with the header's Save button and reads back what the server stored. */
async function saveAndRead(page: Page, hash: string): Promise<Saved[]> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`, { cache: 'no-store' });
    return ((await response.json()) as { data: { editor: PagedDocument<{ objects: Saved[] }> } }).data.editor;
  }, hash);
  return firstPage(editor).objects;
}

/** Opens the Align menu of `toolbar`, from the bar or from its "More" menu, and chooses `item`. */
async function chooseAlign(page: Page, toolbar: string, item: string) {
  await runBarAction(page, page.getByRole('toolbar', { name: toolbar }), 'Align');
  await page.getByRole('menu', { name: 'Align' }).getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test('three texts added, selected, aligned left and distributed; two of them coloured at once', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const [saved] = await saveThroughApi(page, [{ title: 'Align', editor: squareDesign() }]);
  const hash = saved!.hash;
  await openSavedDesign(page, hash);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

  await page.getByRole('link', { name: 'Text' }).click();
  for (const [index, name] of ['Add title', 'Add subtitle', 'Add text'].entries()) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(layers).toHaveCount(index + 1);
  }

  // A drag from corner to corner of the empty canvas selects all three.
  const from = await designPoint(page, 4, 4);
  const to = await designPoint(page, 796, 796);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const group = page.getByRole('toolbar', { name: 'Group toolbar' });
  await expect(group).toBeVisible();

  await chooseAlign(page, 'Group toolbar', 'Align left');
  await chooseAlign(page, 'Group toolbar', 'Distribute vertically');
  const arranged = (await saveAndRead(page, hash)).sort((a, b) => a.top - b.top);
  expect(arranged).toHaveLength(3);
  const lefts = arranged.map((object) => object.left);
  for (const left of lefts) expect(left).toBeCloseTo(lefts[0]!, 0);
  const bottom = (object: Saved) => object.top + object.height * object.scaleY;
  const gaps = [arranged[1]!.top - bottom(arranged[0]!), arranged[2]!.top - bottom(arranged[1]!)];
  expect(Math.abs(gaps[0]! - gaps[1]!)).toBeLessThanOrEqual(1);

  // Click away, then click one text and shift-click another: the group toolbar colours both.
  const away = await designPoint(page, 790, 10);
  await page.mouse.click(away.x, away.y);
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();
  const centre = (object: Saved) =>
    designPoint(page, object.left + 20, object.top + (object.height * object.scaleY) / 2);
  const [first, second, third] = arranged as [Saved, Saved, Saved];
  const firstAt = await centre(first);
  await page.mouse.click(firstAt.x, firstAt.y);
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeVisible();
  const secondAt = await centre(second);
  await page.keyboard.down('Shift');
  await page.mouse.click(secondAt.x, secondAt.y);
  await page.keyboard.up('Shift');
  await expect(group).toBeVisible();
  await group.getByRole('button', { name: 'Text color' }).click();
  const value = group.getByLabel('Text color value');
  await value.fill('#ff0000');
  await value.press('Enter');

  const coloured = Object.fromEntries((await saveAndRead(page, hash)).map((object) => [object.id, object]));
  expect(coloured[first.id]!.fill).toBe('#ff0000');
  expect(coloured[second.id]!.fill).toBe('#ff0000');
  expect(coloured[third.id]!.fill).not.toBe('#ff0000');
  // Neither was moved by the clicks.
  expect(coloured[first.id]!.left).toBeCloseTo(first.left, 0);
  expect(coloured[second.id]!.top).toBeCloseTo(second.top, 0);
});

test("at 1366 px the Align menu, moved into the text toolbar's More menu, opens by it and aligns the text", async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const [saved] = await saveThroughApi(page, [{ title: 'Align from More', editor: squareDesign() }]);
  const hash = saved!.hash;
  await openSavedDesign(page, hash);
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  expect(await expectReachable(page, toolbar, 'Align')).toBe('menu');

  await runBarAction(page, toolbar, 'Align');
  const menu = page.getByRole('menu', { name: 'Align' });
  await expect(menu).toBeInViewport({ ratio: 1 });
  // Opened by the "More" button, just under it.
  const more = await toolbar.getByRole('button', { name: 'More', exact: true }).boundingBox();
  const box = await menu.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(more!.y + more!.height - 1);
  expect(box!.y).toBeLessThan(more!.y + more!.height + 24);
  await menu.getByRole('menuitem', { name: 'Align left', exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await chooseAlign(page, 'Text toolbar', 'Align bottom');

  const [title] = await saveAndRead(page, hash);
  expect(title!.left).toBeCloseTo(0, 0);
  expect(title!.top + title!.height * title!.scaleY).toBeCloseTo(LAYOUT, 0);
});

test.describe('in Spanish', () => {
  // At the default 1366 px the longer Spanish labels move some controls into "Más": they are run from there.
  test.use({ locale: 'es-ES' });

  test('the Align menu and the group toolbar speak Spanish', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    const layers = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Añadir título', exact: true }).click();
    await page.getByRole('button', { name: 'Añadir texto', exact: true }).click();
    await expect(layers).toHaveCount(2);
    const toolbar = page.getByRole('toolbar', { name: 'Barra de texto' });
    await runBarAction(page, toolbar, 'Alinear');
    for (const name of [
      'Alinear a la izquierda',
      'Centrar horizontalmente',
      'Alinear a la derecha',
      'Alinear arriba',
      'Centrar verticalmente',
      'Alinear abajo',
    ]) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Alinear arriba', exact: true }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    // The text added last is on top: "Traer adelante" says why it cannot act, from the bar or from "Más".
    await runBarAction(page, toolbar, 'Traer adelante');
    await expect(notice(page, 'Esta capa ya está arriba del todo.')).toBeVisible();

    // Both selected with a drag from the bottom-left corner of the canvas, not over either text.
    const canvas = await page.locator('canvas').last().boundingBox();
    if (!canvas) throw new Error('canvas not visible');
    await page.mouse.move(canvas.x + 3, canvas.y + canvas.height - 3);
    await page.mouse.down();
    await page.mouse.move(canvas.x + canvas.width - 3, canvas.y + 3, { steps: 8 });
    await page.mouse.up();
    const group = page.getByRole('toolbar', { name: 'Barra del grupo' });
    await expect(group).toBeVisible();
    for (const name of ['Color del texto', 'Rotación', 'Animación', 'Opacidad']) {
      await expectReachable(page, group, name);
    }
    await runBarAction(page, group, 'Alinear');
    for (const name of ['Distribuir horizontalmente', 'Distribuir verticalmente', 'Ordenar en cuadrícula']) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    // Two texts: distributing takes three, which the entry says, and says again when chosen; tidying takes two.
    await expect(page.getByRole('menuitem', { name: 'Ordenar en cuadrícula' })).not.toHaveAttribute(
      'aria-disabled',
    );
    const distribute = page.getByRole('menuitem', { name: 'Distribuir horizontalmente', exact: true });
    await expect(distribute).toHaveAttribute('aria-disabled', 'true');
    await expect(distribute).toHaveAccessibleDescription('Selecciona tres o más capas para distribuirlas.');
    await pressAnyway(distribute);
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(notice(page, 'Selecciona tres o más capas para distribuirlas.')).toBeVisible();
  });
});
