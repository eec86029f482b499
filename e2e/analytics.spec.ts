import { expect, test, type Page } from './support/test';
import { signUp } from './support/account';

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test('in production the editor reports its events to the host page data layer (SPEC §9)', async ({
  page,
  context,
}) => {
  // Through the sign-up modal: the account's creation is one of the events reported.
  await page.goto('/#/texts');
  await signUp(page);
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Reported');
  await dialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  await expect
    .poll(() => events(page))
    .toEqual(
      expect.arrayContaining([
        'lienzo_editor_opened',
        'lienzo_drawer_opened',
        'lienzo_signed_up',
        'lienzo_design_saved',
      ]),
    );
  const saved = await page.evaluate(() =>
    (window as { dataLayer?: Record<string, unknown>[] }).dataLayer?.find(
      (entry) => entry.event === 'lienzo_design_saved',
    ),
  );
  expect(saved).toEqual({ event: 'lienzo_design_saved', post_type: 'IMAGE', layout: expect.any(String) });

  // Sharing and downloading are reported too, with the channel and the file asked for.
  await page.keyboard.press('Escape');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'Download' }).click();
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('link', { name: 'PNG for print (2×)', exact: true }).click(),
  ]);
  const reported = await page.evaluate(() =>
    (window as { dataLayer?: Record<string, unknown>[] }).dataLayer?.filter((entry) =>
      ['lienzo_design_shared', 'lienzo_design_downloaded'].includes(entry.event as string),
    ),
  );
  expect(reported).toEqual([
    { event: 'lienzo_design_shared', channel: 'copy_link' },
    { event: 'lienzo_design_downloaded', format: 'png', resolution: 'print' },
  ]);
});
