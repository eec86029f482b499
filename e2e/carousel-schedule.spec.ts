// Issue 23, carousels in the flow: a 5-page carousel made as a person, saved (its pages' pictures sent after
// the save), scheduled to Instagram and LinkedIn; the deliveries list the five pictures and the PDF, and the
// share page shows every page.
import { expect, test, type Page } from './support/test';
import { utcToZonedLocal, type ScheduleWebhookBody } from '@lienzo/core';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';
import { retypeCentreText } from './support/editor';
import { startExtraServer } from './support/extraServer';
import { freePort } from './support/freePort';
import { readPdf } from './support/pdf';
import { startWebhookReceiver } from './support/webhookReceiver';

const ZONE = 'Europe/Madrid';
test.use({ timezoneId: ZONE });

const SECRET = 'e2e-webhook-secret-that-is-long-enough-0123456789';
const PORTRAIT = { key: 'instagram.portrait', width: 1080, height: 1350, name: 'Instagram Portrait' };

const strip = (page: Page) => page.getByRole('region', { name: 'Pages', exact: true });

/** A PNG's width and height from its header. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('a 5-page carousel scheduled to Instagram and LinkedIn goes out as 5 pictures and a 5-page PDF, and its share page shows every page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const receiver = await startWebhookReceiver();
  // A port of its own known before it starts: the deliveries' addresses name it.
  const port = await freePort();
  const server = await startExtraServer({
    PORT: String(port),
    SCHEDULER_WEBHOOK_URL: receiver.url,
    SCHEDULER_WEBHOOK_SECRET: SECRET,
    SCHEDULE_POLL_MS: '1000',
  });
  const origin = server.origin;
  try {
    await page.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    await openSignedUp(page, `${origin}/`);
    const hash = await openBlankDesign(page, { origin, layout: PORTRAIT });
    await page.getByRole('link', { name: 'Text' }).click();
    for (let number = 1; number <= 5; number++) {
      if (number > 1) await strip(page).getByRole('button', { name: 'Add page' }).click();
      await expect(strip(page).getByText(`Page ${number} of ${number}`)).toBeVisible();
      await page.getByRole('button', { name: 'Add title', exact: true }).click();
      await retypeCentreText(page, `Slide ${number}`);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your design is ready!')).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    // The share modal says the public page shows every page.
    await page.getByRole('banner').getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share your design' });
    await expect(share.getByText('The public page shows all 5 pages, in order.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    // The schedule modal says what each network gets, blocks Twitter/X and warns about Pinterest.
    await page.getByRole('banner').getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule your post' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Instagram' }).check();
    await dialog.getByRole('checkbox', { name: 'LinkedIn' }).check();
    const sends = dialog.getByRole('list', { name: 'What each network gets' }).getByRole('listitem');
    await expect(sends).toHaveText(['Instagram: 5 pictures', 'LinkedIn: PDF document, 5 pages']);
    await dialog.getByRole('checkbox', { name: 'Twitter' }).check();
    const twitterError =
      'Twitter takes up to 4 pictures; this carousel has 5 pages. Remove pages or untick Twitter.';
    await expect(dialog.getByRole('group', { name: 'Networks' })).toContainText(twitterError);
    await dialog.getByRole('checkbox', { name: 'Twitter' }).uncheck();
    await expect(dialog.getByText(twitterError)).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Pinterest' }).check();
    await expect(dialog.getByText('Pinterest posts one picture: only page 1 is sent.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Pinterest' }).uncheck();
    await expect(sends).toHaveCount(2);

    await dialog.getByLabel('Caption').fill('Five slides of spring');
    const publishAt = Math.ceil((Date.now() + 4_000) / 1000) * 1000;
    await dialog
      .getByLabel('Date and time')
      .fill(utcToZonedLocal(new Date(publishAt).toISOString(), ZONE, 'second'));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();

    // Both deliveries arrive: every page's picture in order, and the PDF.
    await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    const bodies = receiver.received.map((call) => JSON.parse(call.body) as ScheduleWebhookBody);
    expect(bodies.map((body) => body.post.network).sort()).toEqual(['instagram', 'linkedin']);
    const base = `http://127.0.0.1:${port}`;
    for (const body of bodies) {
      expect(body.design.hash).toBe(hash);
      expect(body.design.pages.map((each) => each.position)).toEqual([1, 2, 3, 4, 5]);
      expect(body.design.pages[0]!.image_url).toBe(body.design.image_url);
      expect(body.design.pdf_url).toBe(`${base}/designs/${hash}/document.pdf`);
    }
    const instagram = bodies.find((body) => body.post.network === 'instagram')!;
    const pictures: Buffer[] = [];
    for (const { image_url } of instagram.design.pages) {
      expect(image_url.startsWith(`${base}/designs/${hash}`)).toBe(true);
      const response = await page.request.get(image_url);
      expect(response.status(), image_url).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(pngSize(png)).toEqual([1080, 1350]);
      pictures.push(png);
    }
    // Five different pictures: each page's own.
    expect(new Set(pictures.map((png) => png.toString('base64'))).size).toBe(5);

    const linkedin = bodies.find((body) => body.post.network === 'linkedin')!;
    const pdf = await page.request.get(linkedin.design.pdf_url!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(readPdf(await pdf.body()).pages).toBe(5);

    // The share page shows the five pages in order, each said to be page n of 5.
    await page.goto(`${origin}/s/${hash}`);
    const shown = page.getByRole('main').getByRole('img');
    await expect(shown).toHaveCount(5);
    for (let n = 1; n <= 5; n++)
      await expect(shown.nth(n - 1)).toHaveAttribute('alt', `Instagram Portrait — page ${n} of 5`);
    for (let n = 1; n <= 5; n++) await shown.nth(n - 1).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        shown.evaluateAll((images) =>
          images.map(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
          ),
        ),
      )
      .toEqual([1080, 1080, 1080, 1080, 1080]);
  } finally {
    await page.close();
    await server.stop();
    await receiver.stop();
  }
});
