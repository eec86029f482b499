import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/account';
import { openAsVisitor } from './support/editor';
import { saveThroughApi, squareDesign } from './support/designs';

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
  return page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`, { cache: 'no-store' });
    return ((await response.json()) as { data: { editor: { objects: Saved[] } } }).data.editor.objects;
  }, hash);
}

async function chooseAlign(page: Page, toolbar: string, item: string) {
  await page
    .getByRole('toolbar', { name: toolbar })
    .getByRole('button', { name: 'Align', exact: true })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test('three texts added, selected, aligned left and distributed; two of them coloured at once', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  const [saved] = await saveThroughApi(page, [{ title: 'Align', editor: squareDesign() }]);
  const hash = saved!.hash;
  await page.goto(`/#/design/${hash}`);
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

test.describe('in Spanish', () => {
  // Wide enough for the longer Spanish labels to stay in their bars: this test reads the labels, and the
  // "Más" menu has its own test (toolbar-overflow.spec.ts).
  test.use({ locale: 'es-ES', viewport: { width: 1920, height: 1080 } });

  test('the Align menu and the group toolbar speak Spanish', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    const layers = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Añadir título', exact: true }).click();
    await page.getByRole('button', { name: 'Añadir texto', exact: true }).click();
    await expect(layers).toHaveCount(2);
    const toolbar = page.getByRole('toolbar', { name: 'Barra de texto' });
    await toolbar.getByRole('button', { name: 'Alinear', exact: true }).click();
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
      await expect(group.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await group.getByRole('button', { name: 'Alinear', exact: true }).click();
    for (const name of ['Distribuir horizontalmente', 'Distribuir verticalmente', 'Ordenar en cuadrícula']) {
      await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
