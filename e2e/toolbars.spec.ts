import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/account';

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

test('the toolbar follows the selection; text toolbar styles the text and the saved design keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();

  await addTitle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await expect(toolbar).toBeVisible();

  // Layer actions.
  for (const name of ['Flip horizontal', 'Flip vertical', 'Bring forward', 'Send backward', 'Rotate']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await toolbar.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(layers).toHaveCount(2);
  await page.getByRole('toolbar', { name: 'Text toolbar' }).getByRole('button', { name: 'Delete' }).click();
  await expect(layers).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();

  await clickCanvasCentre(page);
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Rotate', exact: true }).click();

  // Size section, then back.
  await toolbar.getByRole('button', { name: 'Size' }).click();
  await toolbar.getByRole('slider', { name: 'Text size' }).fill('64');
  await toolbar.getByRole('slider', { name: 'Letter spacing' }).fill('40');
  await toolbar.getByRole('button', { name: 'Back' }).click();

  // Colour section: a palette is generated when it opens; the picker takes hex, short hex, rgb, rgba.
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await expect(toolbar.getByRole('group', { name: 'Palette' }).getByRole('button')).toHaveCount(10);
  await expect(toolbar.getByRole('group', { name: 'Quick Colors' }).getByRole('button')).toHaveCount(15);
  const value = toolbar.getByLabel('Text color value');
  await value.fill('#12');
  await value.press('Enter');
  await expect(toolbar.getByRole('alert')).toHaveText('Bad Hex');
  await value.fill('rgb(255, 0, 0)');
  await value.press('Enter');
  await expect(value).toHaveValue('#ff0000');
  await expect(toolbar.getByRole('alert')).toHaveCount(0);
  await value.fill('#0f0');
  await value.press('Enter');
  await expect(value).toHaveValue('#00ff00');
  await expect(
    toolbar.getByRole('group', { name: 'Document Colors' }).getByRole('button', { name: 'Use #00ff00' }),
  ).toBeVisible();
  await toolbar.getByRole('button', { name: 'Back' }).click();

  // Opacity popover: 0–100 on screen.
  await toolbar.getByRole('button', { name: 'Opacity' }).click();
  await toolbar.getByRole('slider', { name: 'Opacity' }).fill('40');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Styled title');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  // Reopen it: what the toolbar shows can only come from the saved design.
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Styled title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await clickCanvasCentre(page);
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByLabel('Font')).toHaveValue('Open Sans');
  await toolbar.getByRole('button', { name: 'Opacity' }).click();
  await expect(toolbar.getByRole('slider', { name: 'Opacity' })).toHaveValue('40');
  await toolbar.getByRole('button', { name: 'Size' }).click();
  await expect(toolbar.getByRole('slider', { name: 'Text size' })).toHaveValue('64');
  await expect(toolbar.getByRole('slider', { name: 'Letter spacing' })).toHaveValue('40');
  await toolbar.getByRole('button', { name: 'Back' }).click();
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await expect(toolbar.getByLabel('Text color value')).toHaveValue('#00ff00');
});
