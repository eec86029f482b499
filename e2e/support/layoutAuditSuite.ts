import { expect, test, type Page } from './test';
import { openSignedUp } from './account';
import { openBlankDesign } from './design';
import { auditViews, type AuditContext, WIDTHS } from './layoutAuditViews';
import type { Lang } from './layoutAuditSteps';
import { watchErrors } from './layoutAudit';
import { runBarAction } from './overflow';

/**
 * Issue 24's layout audit: every view of the app at each width (375×812, 768×1024, 1024×768, 1280×768,
 * 1366×768, 1920×1080), in English and in Spanish,
 * must have no overlapping controls or headings, no control out of reach, no text cut without an ellipsis and
 * its whole text in a title, and no console error or CSP violation. One test per width and language, all on
 * one signed-up account and one page (a fresh page per test would sign up and load the editor each time). Each
 * language is a spec file of its own (layout-audit-en, layout-audit-es), so that two workers share the audit.
 * The rules are in layoutAudit.ts; the views, visited in this order, in layoutAuditViews.ts (VIEWS):
 *
 * - editor: a saved story open, nothing selected (the background toolbar), and its Patterns panel;
 * - toolbars: each object of the design selected, one of each toolbar: hashtag, question, poll, slider, vector (an
 *   icon), image, fancy text and text; then all of them (group). After each toolbar, on the same selection, its
 *   inner panels (layoutAuditPanels.ts): hashtag and styles; question, background and text colours;
 *   question and answers; the slider's question, colours and emoji; the vector's colours (picker open); the
 *   image's adjust, filters, other image (its search) and crop mode; the fancy text's shapes and both colours;
 *   the text's font picker, size, case, text colour (new-colour picker open), text background, effects (all
 *   four on, set up so, the outline's colour picker open), opacity popover and align menu; the group's rotation,
 *   animation and align menu (with distribute and tidy);
 * - drawers: templates; text; images (search, uploads, icons); backgrounds (search, uploads); audio; Instagram;
 *   gallery (my designs, following, favorites, scheduled);
 * - on a phone (375, 768): the layers and pages views of the bottom bar;
 * - the compact header's "More" menu (below 1024 px);
 * - the layout popover, the custom layout modal, the other sizes modal, the keyboard shortcuts help;
 * - the save ("Your design is ready!"), share, download, schedule and explore modals;
 * - a new design: the header's New confirmation, then its first Save's modal (title and folder, a new folder's
 *   name field open); then back to the audited design;
 * - the design's public share page (/s/<hash>).
 *
 * A view with an offence attaches its screenshot to the test as "<view> <width> <lang>"; `AUDIT_SCREENSHOTS=1`
 * attaches every view's, to look at them all.
 */

/** The audit's tests in `lang`, at every width, on one account and page of their own. */
export function describeLayoutAudit(lang: Lang): void {
  let page: Page;
  let hash = '';
  let view = 'sign-up';
  const errors: string[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const port = Number(process.env.E2E_PORT ?? 8181);
    const context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: `http://localhost:${port}`,
            localStorage: [{ name: 'lienzo.welcomeGuide.closed', value: '["visitor"]' }],
          },
        ],
      },
    });
    page = await context.newPage();
    // A step that cannot be done fails (and is reported) in seconds, not at the test's end.
    page.setDefaultTimeout(10_000);
    await watchErrors(page, errors, () => view);
    await openSignedUp(page, '/');
    hash = await openBlankDesign(page, { title: 'Spring collection launch' });
    const rows = page.locator('.layers-panel .layer-select');
    const add = async (route: string, button: string) => {
      const before = await rows.count();
      await page.evaluate((route) => (location.hash = `#${route}`), route);
      await page.locator(button).first().click();
      await expect(rows).toHaveCount(before + 1);
    };
    // One object of each toolbar: text, fancy text, picture, icon (vector), and the Instagram elements (a
    // sticker is a picture: the picture's toolbar).
    await add('/texts', 'button:text-is("Add title")');
    // The title with every text effect on, so that the text toolbar's Effects panel shows all its controls
    // (the audit only looks: turning them on there would leave the design changed for the views after it).
    const text = page.getByRole('toolbar', { name: 'Text toolbar' });
    await runBarAction(page, text, 'Effects');
    for (const effect of ['Outline', 'Shadow', 'Curve', 'Highlight']) {
      const toggle = text
        .getByRole('group', { name: 'Effects' })
        .getByRole('button', { name: effect, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await add('/texts', '.fancy-texts__grid button');
    await add('/images/search', '.photo-grid button');
    await add('/images/icons', '.catalogue__grid button');
    for (const name of ['Slider', 'Poll', 'Question', 'Hashtag'])
      await add('/instagram', `.instagram-add button:text-is("${name}")`);
    // A hashtag is saved only with its tag.
    const hashtag = page.getByRole('toolbar', { name: 'Hashtag toolbar' });
    await hashtag.getByRole('button', { name: 'Hashtag', exact: true }).click();
    await hashtag.getByLabel('Enter a #hashtag').fill('springsale');
    await hashtag.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your design is ready!')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  for (const { width, height } of WIDTHS)
    test(`layout audit at ${width}×${height} in ${lang}`, async () => {
      // About 35 views, each a second or two on a busy machine.
      test.setTimeout(300_000);
      errors.length = 0;
      const context: AuditContext = {
        page,
        hash,
        lang,
        width,
        height,
        testInfo: test.info(),
        setView: (name) => (view = `${name} at ${width} px in ${lang}`),
      };
      const offences = await auditViews(context, errors);
      expect(offences, `${offences.length} layout offences:\n${offences.join('\n')}`).toEqual([]);
    });
}
