import { expect, test, type Page, type Request } from './support/test';
import { signUp } from './support/account';
import { addText } from './support/editor';
import { startExtraServer, type ExtraServer } from './support/extraServer';

// The render-fault hook (window.lienzoFailRender) exists only on a development server, so these tests start
// one of their own; the suite's server is a production one, where the hook must be missing.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ APP_ENV: 'dev' });
});
test.afterAll(async () => {
  await server?.stop();
});

type Boundary = 'app' | 'canvas' | 'drawer' | 'modal';

interface RenderErrorReport {
  kind: string;
  boundary: Boundary;
  message: string;
  route: string;
  component_stack?: string;
}

/** Every report the page sends to POST /api/errors, as the server received it (answered 200). */
function collectReports(page: Page): RenderErrorReport[] {
  const reports: RenderErrorReport[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/errors')) return;
    void request.response().then((response) => {
      if (response?.status() === 200) reports.push(request.postDataJSON() as RenderErrorReport);
    });
  });
  return reports;
}

/**
 * Opens the development server's editor at `hash` and signs up in the sign-in modal that offers itself, so that
 * no offer comes between the test's steps after a reload; in Spanish it closes the offer instead.
 */
async function openEditor(page: Page, hash: string, spanish = false): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
  await page.goto(`${server.origin}/${hash}`);
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  if (!spanish) {
    await signUp(page);
    return;
  }
  const signIn = page.getByRole('dialog', { name: 'Te damos la bienvenida a Lienzo' });
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
}

/** After a reload: the offer to restore the design the page kept as a draft, taken. */
async function restoreDraft(page: Page): Promise<void> {
  const restore = page.getByRole('dialog', { name: 'Restore your unsaved design?' });
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore).toBeHidden();
}

const failRender = (page: Page, boundary: Boundary) =>
  page.evaluate(
    (name) => (window as { lienzoFailRender?: (name: string) => void }).lienzoFailRender!(name),
    boundary,
  );

const layers = (page: Page) => page.locator('[aria-label="Canvas layers"] > li');

/** The report of `boundary`'s failure: a render error with the test hook's message and a component stack. */
function expectReport(report: RenderErrorReport | undefined, boundary: Boundary, route: string) {
  expect(report).toMatchObject({ kind: 'render_error', boundary, route });
  expect(report?.message).toBe(`Error: The ${boundary} was asked to fail (test hook)`);
  // The components from the one that threw up to the root, one line each.
  expect(report?.component_stack?.split('\n    at ').length).toBeGreaterThan(3);
}

test('a drawer that fails: its message with Reload and Close panel, one report, the canvas and header still work', async ({
  page,
}) => {
  const reports = collectReports(page);
  await openEditor(page, '#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(layers(page)).toHaveCount(1);

  await failRender(page, 'drawer');
  const drawer = page.getByRole('complementary', { name: 'Panel' });
  const alert = drawer.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This panel stopped working' })).toBeVisible();
  await expect(alert).toContainText('The canvas and your design are not affected.');
  await expect(drawer.getByRole('button', { name: 'Add title' })).toHaveCount(0);
  await expect.poll(() => reports.length).toBe(1);
  expectReport(reports[0], 'drawer', '#/texts');

  // The canvas and the header go on working: Undo takes the title away, Redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(layers(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(layers(page)).toHaveCount(1);

  // Closed, the drawer leaves its place to the canvas; another drawer opens afresh.
  await alert.getByRole('button', { name: 'Close panel' }).click();
  await expect(alert).toBeHidden();
  await expect(page.locator('.shell__drawer')).toBeHidden();
  await page.getByRole('link', { name: 'Images' }).click();
  await expect(page.locator('.shell__drawer')).toBeVisible();
  const images = page.getByRole('complementary', { name: 'Panel' }).getByRole('alert');
  // The hook still asks every drawer to fail until the page reloads: the new drawer reports its own failure.
  await expect(images.getByRole('heading', { name: 'This panel stopped working' })).toBeVisible();
  await expect.poll(() => reports.length).toBe(2);
  expectReport(reports[1], 'drawer', '#/images/search');

  // Reload reloads the page: the hook's request is gone with it, the drawer shows, and the design is offered back.
  await images.getByRole('button', { name: 'Reload' }).click();
  await restoreDraft(page);
  await expect(page.getByRole('heading', { name: 'Images', level: 2 })).toBeVisible();
  await expect(layers(page)).toHaveCount(1);
  expect(reports).toHaveLength(2);
});

test('a modal that fails: an alert dialog with Reload that closes, one report, the editor still works', async ({
  page,
}) => {
  const reports = collectReports(page);
  await openEditor(page, '#/texts');
  await failRender(page, 'modal');
  // Nothing open yet, nothing failed.
  expect(reports).toHaveLength(0);

  await page.getByRole('button', { name: 'Explore' }).click();
  const alert = page.getByRole('alertdialog', { name: 'This window stopped working' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'This window stopped working' })).toBeVisible();
  await expect(alert).toContainText('Your design is not affected.');
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect.poll(() => reports.length).toBe(1);
  expectReport(reports[0], 'modal', '#/texts');

  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
  // The drawer and the canvas answer as before.
  await addText(page, 'Add title', 'Still here');
  await expect(layers(page)).toHaveCount(1);

  // Reload reloads; the Explore modal then opens as it should.
  await page.getByRole('button', { name: 'Explore' }).click();
  await expect(alert).toBeVisible();
  await expect.poll(() => reports.length).toBe(2);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await restoreDraft(page);
  await expect(layers(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Explore' }).click();
  await expect(page.getByRole('dialog', { name: 'Explore' })).toBeVisible();
  expect(reports).toHaveLength(2);
});

test('the canvas that fails: its message with Reload, one report, the drawers and header still work, the draft comes back', async ({
  page,
}) => {
  const reports = collectReports(page);
  await openEditor(page, '#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(layers(page)).toHaveCount(1);

  await failRender(page, 'canvas');
  const alert = page.locator('.shell__work').getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The canvas stopped working' })).toBeVisible();
  await expect(alert).toContainText('your changes are kept as a draft');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => reports.length).toBe(1);
  expectReport(reports[0], 'canvas', '#/texts');
  // No close for the canvas: it is the editor itself.
  await expect(alert.getByRole('button')).toHaveCount(1);

  // The drawers and the header still answer.
  await page.getByRole('link', { name: 'Images' }).click();
  await expect(page.getByRole('heading', { name: 'Images', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Explore' }).click();
  await expect(page.getByRole('dialog', { name: 'Explore' })).toBeVisible();
  await page.keyboard.press('Escape');

  await alert.getByRole('button', { name: 'Reload' }).click();
  await restoreDraft(page);
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  await expect(layers(page)).toHaveCount(1);
  expect(reports).toHaveLength(1);
});

test('the whole app that fails: one message for the page with Reload, one report, and the editor back after Reload', async ({
  page,
}) => {
  const reports = collectReports(page);
  await openEditor(page, '#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(layers(page)).toHaveCount(1);

  await failRender(page, 'app');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The editor stopped working' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(alert.getByRole('button')).toHaveCount(1);
  await expect.poll(() => reports.length).toBe(1);
  expectReport(reports[0], 'app', '#/texts');

  await alert.getByRole('button', { name: 'Reload' }).click();
  await restoreDraft(page);
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
  await expect(layers(page)).toHaveCount(1);
  expect(reports).toHaveLength(1);
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a failed drawer and a failed modal speak Spanish', async ({ page }) => {
    const reports = collectReports(page);
    await openEditor(page, '#/texts', true);
    await failRender(page, 'drawer');
    const drawer = page.getByRole('complementary').getByRole('alert');
    await expect(drawer.getByRole('heading', { name: 'Este panel ha dejado de funcionar' })).toBeVisible();
    await expect(drawer).toContainText('El lienzo y tu diseño no se ven afectados.');
    await expect(drawer.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cerrar panel' })).toBeVisible();

    await failRender(page, 'modal');
    await page.getByRole('button', { name: 'Explorar' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Esta ventana ha dejado de funcionar' });
    await expect(modal).toContainText('Tu diseño no se ve afectado.');
    await expect(modal.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect.poll(() => reports.map((report) => report.boundary)).toEqual(['drawer', 'modal']);
  });
});

test('a production server gives no way to make a part fail', async ({ page }) => {
  await page.goto('/#/texts');
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  expect(await page.evaluate(() => 'lienzoFailRender' in window)).toBe(false);
});
