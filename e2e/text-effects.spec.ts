import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { seriousViolations } from './support/axe';
import { openAsVisitor } from './support/editor';
import { runBarAction } from './support/overflow';

async function addTitle(page: Page) {
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
}

async function clickCanvasCentre(page: Page) {
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a shadow and a curve added in the Effects section are still there after saving and reopening', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await addTitle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await toolbar.getByRole('button', { name: 'Effects', exact: true }).click();
  const effects = toolbar.getByRole('group', { name: 'Effects' });

  const shadow = effects.getByRole('button', { name: 'Shadow', exact: true });
  await expect(shadow).toHaveAttribute('aria-pressed', 'false');
  await shadow.click();
  await expect(shadow).toHaveAttribute('aria-pressed', 'true');
  await toolbar.getByRole('slider', { name: 'Shadow blur' }).fill('20');
  await toolbar.getByRole('slider', { name: 'Shadow vertical offset' }).fill('-12');

  await effects.getByRole('button', { name: 'Curve', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Arch down' }).click();
  await expect(toolbar.getByRole('button', { name: 'Arch down' })).toHaveAttribute('aria-pressed', 'true');
  await toolbar.getByRole('slider', { name: 'Curve radius' }).fill('400');

  // The slider drag was one step: one undo takes the radius back, redo brings it again.
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect(toolbar.getByRole('slider', { name: 'Curve radius' })).toHaveValue('300');
  await page.getByRole('banner').getByRole('button', { name: 'Redo' }).click();
  await expect(toolbar.getByRole('slider', { name: 'Curve radius' })).toHaveValue('400');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Curved shadow');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  // Reopen it: what the Effects section shows can only come from the saved design.
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Curved shadow' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await clickCanvasCentre(page);
  await toolbar.getByRole('button', { name: 'Effects', exact: true }).click();
  await expect(effects.getByRole('button', { name: 'Shadow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(effects.getByRole('button', { name: 'Curve', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(effects.getByRole('button', { name: 'Outline', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(toolbar.getByRole('slider', { name: 'Shadow blur' })).toHaveValue('20');
  await expect(toolbar.getByRole('slider', { name: 'Shadow vertical offset' })).toHaveValue('-12');
  await expect(toolbar.getByRole('slider', { name: 'Curve radius' })).toHaveValue('400');
  await expect(toolbar.getByRole('button', { name: 'Arch down' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Effects section speaks Spanish and has no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Añadir título' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Barra de texto' });
  // Spanish names are longer: at 1366 px "Efectos" may be in the bar's "Más" menu.
  await runBarAction(page, toolbar, 'Efectos');
  const effects = toolbar.getByRole('group', { name: 'Efectos' });
  for (const name of ['Contorno', 'Sombra', 'Curva', 'Resaltado']) {
    await effects.getByRole('button', { name, exact: true }).click();
  }
  await expect(toolbar.getByRole('slider', { name: 'Grosor del contorno' })).toBeVisible();
  await expect(toolbar.getByRole('slider', { name: 'Desenfoque de la sombra' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Arco hacia abajo' })).toBeVisible();
  await expect(toolbar.getByRole('slider', { name: 'Radio de la curva' })).toBeVisible();
  await expect(toolbar.getByRole('slider', { name: 'Margen del resaltado' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Color del resaltado' }).click();
  await expect(toolbar.getByLabel('Valor de Color del resaltado')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
