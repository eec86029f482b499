import { expect, test, type Locator, type Page } from './support/test';
import { englishOnScreen, englishStrings, type EnglishStrings } from './support/englishOnScreen';

// A Spanish speaker's first session (issue 24): every screen met between arriving and sharing a design speaks
// Spanish, read against the English locale's strings (brand and proper names allowed).
test.use({ locale: 'es-ES', viewport: { width: 1366, height: 768 } });

const TITLE = 'Mi primera historia';

interface InstagramElement {
  button: string;
  toolbar: string;
  /** Where SPEC §5 asks for it before a save: the toolbar section that fills it in, and how. */
  fill?: { section: string; use: (toolbar: Locator) => Promise<unknown> };
}

const ELEMENTS: InstagramElement[] = [
  {
    button: 'Hashtag',
    toolbar: 'Barra del hashtag',
    fill: { section: 'Hashtag', use: (toolbar) => toolbar.getByLabel('Escribe un #hashtag').fill('verano') },
  },
  {
    button: 'Ubicación',
    toolbar: 'Barra de la ubicación',
    fill: {
      section: 'Ubicación',
      use: async (toolbar) => {
        await toolbar.getByLabel('Escribe el nombre de un lugar o una dirección para buscar').fill('sevil');
        await toolbar.getByRole('button', { name: 'Sevilla, España', exact: true }).click();
      },
    },
  },
  {
    button: 'Mención',
    toolbar: 'Barra de la mención',
    fill: {
      section: 'Mención',
      use: (toolbar) => toolbar.getByLabel('Escribe una @mención para buscar usuarios').fill('lienzo.app'),
    },
  },
  { button: 'Encuesta', toolbar: 'Barra de la encuesta' },
  { button: 'Pregunta', toolbar: 'Barra de la pregunta' },
  { button: 'Deslizador', toolbar: 'Barra del deslizador' },
];

async function expectSpanish(page: Page, english: EnglishStrings, screen: string) {
  expect.soft(await englishOnScreen(page, english, [TITLE]), `English on the screen "${screen}"`).toEqual([]);
}

test('in Spanish, sign up, open a template, edit it, add each sticker, save and share: no English on any screen', async ({
  page,
}) => {
  test.slow();
  const english = await englishStrings(page);
  await page.goto('/#/templates');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const signIn = page.getByRole('dialog');
  await expect(signIn).toBeVisible();
  await expectSpanish(page, english, 'sign in');
  await signIn.getByRole('button', { name: 'Crear cuenta' }).first().click();
  await expectSpanish(page, english, 'sign up');
  await signIn.getByLabel('Nombre').fill('Lucía Pérez');
  await signIn.getByLabel('Email').fill(`lucia.${Date.now()}@example.com`);
  await signIn.getByLabel('Contraseña').fill('caballo correcto batería');
  await signIn.getByRole('button', { name: 'Crear cuenta' }).last().click();
  const ready = page.getByRole('dialog', { name: '¡Tu cuenta está lista!' });
  await expect(ready).toBeVisible();
  await expectSpanish(page, english, 'account created');
  await ready.getByRole('button', { name: 'Empezar a editar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  await page.getByLabel('Tipo').selectOption({ label: 'Historias' });
  await page.waitForLoadState('networkidle');
  await expectSpanish(page, english, 'templates');
  const layers = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
  await page.locator('.design-grid').getByRole('button').first().click();
  await expect(
    page.getByRole('button', { name: 'Formato: Historia de Instagram (540 x 960)' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectSpanish(page, english, 'template opened');

  // Editing a text of the template: its toolbar.
  await page.getByRole('list', { name: 'Capas', exact: true }).getByRole('listitem').first().click();
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  await expectSpanish(page, english, 'object toolbar');

  await page
    .getByRole('navigation', { name: 'Herramientas' })
    .getByRole('link', { name: 'Instagram' })
    .click();
  const elements = page.getByRole('group', { name: 'Elementos de Instagram' });
  for (const { button, toolbar: toolbarName, fill } of ELEMENTS) {
    const before = await layers.count();
    await elements.getByRole('button', { name: button, exact: true }).click();
    await expect(layers).toHaveCount(before + 1);
    const toolbar = page.getByRole('toolbar', { name: toolbarName });
    await expect(toolbar).toBeVisible();
    await expectSpanish(page, english, toolbarName);
    if (!fill) continue;
    await toolbar.getByRole('button', { name: fill.section, exact: true }).click();
    await expectSpanish(page, english, `${toolbarName}: ${fill.section}`);
    await fill.use(toolbar);
    await toolbar.getByRole('button', { name: 'Volver', exact: true }).click();
  }
  const stickers = page.getByRole('list', { name: 'Stickers' }).getByRole('button');
  for (let index = 0; index < (await stickers.count()); index++) {
    const before = await layers.count();
    await stickers.nth(index).click();
    await expect(layers).toHaveCount(before + 1);
  }
  await expectSpanish(page, english, 'stickers added');

  await page.getByRole('banner').getByRole('button', { name: 'Guardar', exact: true }).click();
  const save = page.getByRole('dialog');
  await save.getByLabel('Título').fill(TITLE);
  await expectSpanish(page, english, 'save');
  await save.getByRole('button', { name: 'Guardar diseño' }).click();
  await expect(page.getByText('¡Tu diseño está listo!')).toBeVisible();
  await expectSpanish(page, english, 'saved');
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Compartir' }).click();
  const share = page.getByRole('dialog');
  await expect(share.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expectSpanish(page, english, 'share');
  const link = await share.getByRole('textbox').first().inputValue();
  await page.keyboard.press('Escape');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expectSpanish(page, english, 'public page');
});
