import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/account';

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test('in production the editor reports its events to the host page data layer (SPEC §9)', async ({
  page,
}) => {
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
});
