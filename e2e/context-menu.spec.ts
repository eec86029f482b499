import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { seriousViolations } from './support/axe';
import { closeWithEscape, openAsVisitor } from './support/editor';

// A real photograph the server bundles (apps/server/assets/photos).
const PHOTO = resolve(import.meta.dirname, '../apps/server/assets/photos/dandelions.jpg');

const layers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
const menuNamed = (page: Page, name: string) => page.getByRole('menu', { name, exact: true });

async function canvasBox(page: Page) {
  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  return box;
}

/** The middle of the canvas, where a new title lands, and a corner where nothing is. */
async function spots(page: Page) {
  const box = await canvasBox(page);
  return {
    middle: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    corner: { x: box.x + 6, y: box.y + box.height - 6 },
  };
}

async function rightClick(page: Page, at: { x: number; y: number }) {
  await page.mouse.click(at.x, at.y, { button: 'right' });
}

async function choose(page: Page, menu: string, item: string) {
  await menuNamed(page, menu).getByRole('menuitem', { name: item, exact: true }).click();
  await expect(menuNamed(page, menu)).toBeHidden();
}

test('right-click an object: it is selected, the menu lists its commands with shortcuts; Duplicate, Delete, Copy then Paste on empty canvas', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await expect(layers(page)).toHaveCount(1);
  const { middle, corner } = await spots(page);
  // Unselect, so that the right-click has to select the title first.
  await page.mouse.click(corner.x, corner.y);
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeHidden();

  await rightClick(page, middle);
  const menu = menuNamed(page, 'Canvas menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeVisible();
  // Every command in the registry's order, each with its shortcut on the right (and as aria-keyshortcuts).
  let above = -Infinity;
  for (const name of [
    'Copy',
    'Cut',
    'Paste',
    'Duplicate',
    'Delete',
    'Lock',
    'Unlock',
    'Bring forward',
    'Bring to front',
    'Send backward',
    'Send to back',
    'Group',
    'Ungroup',
    'Align',
  ]) {
    const box = await menu.getByRole('menuitem', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, name).toBeGreaterThan(above);
    above = box!.y;
  }
  const copy = menu.getByRole('menuitem', { name: 'Copy', exact: true });
  await expect(copy).toContainText('Ctrl+C');
  await expect(copy).toHaveAttribute('aria-keyshortcuts', 'Control+C');
  await expect(menu.getByRole('menuitem', { name: 'Duplicate', exact: true })).toContainText('Ctrl+D');
  // One object: Group does not apply, nor Unlock to an unlocked one, and each says why; Set as background is
  // for pictures only.
  const unlock = menu.getByRole('menuitem', { name: 'Unlock', exact: true });
  await expect(unlock).toHaveAttribute('aria-disabled', 'true');
  await expect(unlock).toHaveAccessibleDescription('Nothing selected is locked.');
  const groupItem = menu.getByRole('menuitem', { name: 'Group', exact: true });
  await expect(groupItem).toHaveAttribute('aria-disabled', 'true');
  await expect(groupItem).toHaveAccessibleDescription('Select two or more layers to group them.');
  await expect(groupItem).toContainText('Select two or more layers to group them.');
  await expect(menu.getByRole('menuitem', { name: 'Set as background' })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);

  // The Align submenu holds the align commands.
  await menu.getByRole('menuitem', { name: 'Align', exact: true }).hover();
  const align = menuNamed(page, 'Align');
  await expect(align.getByRole('menuitem', { name: 'Align left', exact: true })).toBeVisible();
  await expect(align.getByRole('menuitem', { name: 'Align bottom', exact: true })).toBeVisible();
  // Escape closes the topmost open menu: the submenu, then the menu.
  await closeWithEscape(page, align);
  await closeWithEscape(page, menu);

  // Copy, then a right-click on empty canvas unselects and offers only Paste and Select all.
  await rightClick(page, middle);
  await choose(page, 'Canvas menu', 'Copy');
  await rightClick(page, corner);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeHidden();
  await expect(menu.getByRole('menuitem')).toHaveText(['PasteCtrl+V', 'Select allCtrl+A']);
  await choose(page, 'Canvas menu', 'Paste');
  await expect(layers(page)).toHaveCount(2);

  await rightClick(page, middle);
  await choose(page, 'Canvas menu', 'Duplicate');
  await expect(layers(page)).toHaveCount(3);

  await rightClick(page, middle);
  await choose(page, 'Canvas menu', 'Delete');
  await expect(layers(page)).toHaveCount(2);
});

test('a right-click on one of several selected objects keeps them all; Shift+F10 opens the menu from the keyboard, Escape closes it', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await page.getByRole('button', { name: 'Add text', exact: true }).click();
  await expect(layers(page)).toHaveCount(2);
  await page.keyboard.press('Control+A');
  const group = page.getByRole('toolbar', { name: 'Group toolbar' });
  await expect(group).toBeVisible();
  const { middle } = await spots(page);

  await rightClick(page, middle);
  const menu = menuNamed(page, 'Canvas menu');
  await expect(menu).toBeVisible();
  await expect(group).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Group', exact: true })).not.toHaveAttribute(
    'aria-disabled',
  );
  await closeWithEscape(page, menu);

  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Copy', exact: true })).toBeVisible();
  await closeWithEscape(page, menu);
  await expect(group).toBeVisible();
  // The context-menu key does the same.
  await page.keyboard.press('ContextMenu');
  await expect(menu).toBeVisible();
  await closeWithEscape(page, menu);
});

test('Set as background on an uploaded picture, then Undo brings it back', async ({ page }) => {
  await openSignedUp(page, '/#/images/uploads');
  await page.getByLabel('Upload your images').setInputFiles(PHOTO);
  const uploads = page.getByRole('list', { name: 'Your uploaded images' }).getByRole('listitem');
  await expect(uploads).toHaveCount(1);
  await uploads.first().getByRole('button', { name: 'Add to the design' }).click();
  await expect(layers(page)).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Image toolbar' })).toBeVisible();

  const { middle } = await spots(page);
  await rightClick(page, middle);
  await choose(page, 'Canvas menu', 'Set as background');
  await expect(layers(page)).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Background image toolbar' })).toBeVisible();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(layers(page)).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Background image toolbar' })).toBeHidden();
  await expect(page.getByRole('toolbar', { name: 'Image toolbar' })).toBeVisible();
});

test('Lock from the context menu; a right-click on the locked object, which a click no longer picks, offers Unlock', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await expect(layers(page)).toHaveCount(1);
  const { middle, corner } = await spots(page);
  await rightClick(page, middle);
  await choose(page, 'Canvas menu', 'Lock');
  await page.mouse.click(corner.x, corner.y);
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeHidden();

  await rightClick(page, middle);
  const menu = menuNamed(page, 'Canvas menu');
  await expect(menu.getByRole('menuitem', { name: 'Lock', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await choose(page, 'Canvas menu', 'Unlock');
  await page.mouse.click(corner.x, corner.y);
  await page.mouse.click(middle.x, middle.y);
  await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeVisible();
});

test("Duplicate of the one hashtag, from the context menu, is refused with the toolbar's notice", async ({
  page,
}) => {
  await openAsVisitor(page, '/#/instagram');
  await page
    .getByRole('group', { name: 'Instagram elements' })
    .getByRole('button', { name: 'Hashtag' })
    .click();
  await expect(page.getByRole('toolbar', { name: 'Hashtag toolbar' })).toBeVisible();
  await expect(layers(page)).toHaveCount(1);
  // The menu opens for the selection from the keyboard (Shift+F10), wherever the sticker landed.
  await page.keyboard.press('Shift+F10');
  const duplicate = menuNamed(page, 'Canvas menu').getByRole('menuitem', { name: 'Duplicate', exact: true });
  await expect(duplicate).not.toHaveAttribute('aria-disabled');
  await duplicate.click();
  await expect(page.getByText('Instagram accepts only one hashtag')).toBeVisible();
  await expect(layers(page)).toHaveCount(1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a long press on an object opens the menu for it', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    await expect(layers(page)).toHaveCount(1);
    const { middle, corner } = await spots(page);
    await page.touchscreen.tap(corner.x, corner.y);
    await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeHidden();

    const client = await page.context().newCDPSession(page);
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: middle.x, y: middle.y }],
    });
    // The finger stays down until the menu shows (Radix opens it after a 700 ms press).
    const menu = menuNamed(page, 'Canvas menu');
    await expect(menu).toBeVisible();
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Text toolbar' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Duplicate', exact: true }).tap();
    await expect(layers(page)).toHaveCount(2);
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the context menu speaks Spanish', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Añadir título', exact: true }).click();
    const spanishLayers = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
    await expect(spanishLayers).toHaveCount(1);
    const { middle, corner } = await spots(page);
    await rightClick(page, middle);
    const menu = menuNamed(page, 'Menú del lienzo');
    await expect(menu).toBeVisible();
    for (const name of [
      'Copiar',
      'Cortar',
      'Pegar',
      'Duplicar',
      'Eliminar',
      'Bloquear',
      'Traer adelante',
      'Traer al frente',
      'Enviar atrás',
      'Enviar al fondo',
      'Agrupar',
      'Desagrupar',
      'Alinear',
    ]) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Alinear', exact: true }).hover();
    const alignMenu = menuNamed(page, 'Alinear');
    await expect(
      alignMenu.getByRole('menuitem', { name: 'Alinear a la izquierda', exact: true }),
    ).toBeVisible();
    await closeWithEscape(page, alignMenu);
    await closeWithEscape(page, menu);

    // The one layer is on top and alone: what cannot act says why, in Spanish, and choosing it says it again.
    await rightClick(page, middle);
    const forward = menu.getByRole('menuitem', { name: 'Traer adelante', exact: true });
    await expect(forward).toHaveAttribute('aria-disabled', 'true');
    await expect(forward).toHaveAccessibleDescription('Esta capa ya está arriba del todo.');
    const group = menu.getByRole('menuitem', { name: 'Agrupar', exact: true });
    await expect(group).toHaveAccessibleDescription('Selecciona dos o más capas para agruparlas.');
    // Chosen from the keyboard: with the mouse, the reason that shows under the item the pointer is on makes this
    // menu, near the window's bottom, move up under the pointer, and the click can land on the next item (the
    // mouse's way is disabled-reasons.spec.ts's).
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.getByText('Selecciona dos o más capas para agruparlas.')).toBeVisible();
    await expect(spanishLayers).toHaveCount(1);

    await rightClick(page, middle);
    await choose(page, 'Menú del lienzo', 'Duplicar');
    await expect(spanishLayers).toHaveCount(2);
    await rightClick(page, corner);
    await expect(menu.getByRole('menuitem')).toHaveText(['PegarCtrl+V', 'Seleccionar todoCtrl+A']);
  });
});
