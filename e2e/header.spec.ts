import { expect, test, type Page } from './support/test';
import { openSignedUp, signUp } from './support/account';
import { openBlankDesign } from './support/design';

/** The sign-in modal opens by itself for visitors (SPEC §4); close it to use the editor. */
async function dismissSignIn(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function addTitle(page: Page) {
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
}

test('Undo and Redo follow the engine history', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  const header = page.getByRole('banner');
  const undo = header.getByRole('button', { name: 'Undo' });
  const redo = header.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await addTitle(page);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(1);
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();

  await undo.click();
  await expect(layers).toHaveCount(0);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();

  await redo.click();
  await expect(layers).toHaveCount(1);
  await expect(redo).toBeDisabled();
});

test('Share and Download are enabled only while the design is saved and untouched', async ({ page }) => {
  await openSignedUp(page, '/');
  const header = page.getByRole('banner');
  const share = header.getByRole('button', { name: 'Share' });
  const download = header.getByRole('button', { name: 'Download' });
  await expect(share).toBeDisabled();
  await expect(download).toBeDisabled();

  await addTitle(page);
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Header check');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeEnabled();
  await expect(download).toBeEnabled();

  // Any change taints the design again.
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(share).toBeDisabled();
  await expect(download).toBeDisabled();
});

test('the header hides when the canvas scrolls past 120 and returns below 10', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  // Zoom in until the canvas overflows its area, so that the area can scroll.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  const stage = page.locator('.canvas-area__stage');
  const scrollTo = (top: number) =>
    stage.evaluate((element, value) => {
      element.scrollTop = value;
      element.dispatchEvent(new Event('scroll'));
      return element.scrollTop;
    }, top);

  expect(await scrollTo(100)).toBe(100);
  await expect(header).toBeVisible();
  const mainTop = async () => (await page.locator('.shell__main').boundingBox())?.y;
  expect(await mainTop()).toBeGreaterThanOrEqual(56);
  await scrollTo(200);
  await expect(header).toBeHidden();
  // The hidden header leaves no empty band: the canvas takes its row.
  await expect.poll(mainTop).toBe(0);
  await scrollTo(50);
  await expect(header).toBeHidden();
  await scrollTo(0);
  await expect(header).toBeVisible();
  await expect.poll(mainTop).toBeGreaterThanOrEqual(56);
});

test('New asks to reset the editor, then clears it', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  await addTitle(page);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset editor content' });
  await expect(dialog).toContainText('You will not be able to recover this beautiful design anymore!');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(layers).toHaveCount(0);
});

test('on a window narrower than 1024 px the commands move into More and the bar fits, in Spanish too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('/#/texts');
  await dismissSignIn(page);
  const header = page.getByRole('banner');
  for (const [language, more, commands] of [
    ['English', 'More actions', ['My Designs', 'Explore', 'New', 'Video', 'Share', 'Download', 'Schedule']],
    [
      'Español',
      'Más acciones',
      ['Mis diseños', 'Explorar', 'Nuevo', 'Vídeo', 'Compartir', 'Descargar', 'Programar'],
    ],
  ] as const) {
    await page.getByLabel(/^(Language|Idioma)$/).selectOption({ label: language });
    expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
    await header.getByRole('button', { name: more }).click();
    const menu = page.getByRole('menu');
    for (const name of commands)
      await expect(
        menu.getByRole(/^V[ií]deo$/.test(name) ? 'menuitemcheckbox' : 'menuitem', { name }),
      ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  // From 1024 px every command is in the bar itself.
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(header.getByRole('button', { name: 'Programar', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Más acciones' })).toHaveCount(0);
  expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
});

test('the browser tab names the open design, and the brand alone before one is saved', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Lienzo');
  await signUp(page);
  await openBlankDesign(page, {
    layout: { key: 'twitter.header', width: 1500, height: 500, name: 'Launch banner' },
  });
  await expect(page).toHaveTitle('Launch banner · Lienzo');
});
