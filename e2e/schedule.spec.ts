import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { utcToZonedLocal, zonedLocalToUtc, type ScheduledPost, type ScheduleWebhookBody } from '@lienzo/core';
import { createAccount, openSignedUp } from './support/account';
import { readApi } from './support/api';
import { seriousViolations } from './support/axe';
import { openBlankDesign, saveAndRead } from './support/design';
import { startExtraServer } from './support/extraServer';
import { startWebhookReceiver, type ReceivedCall, type WebhookReceiver } from './support/webhookReceiver';

// The browser's clock runs in Mexico City (UTC−6 all year): the times typed are on that clock.
const ZONE = 'America/Mexico_City';
test.use({ timezoneId: ZONE });

const SECRET = 'e2e-webhook-secret-that-is-long-enough-0123456789';
// The server's shortest poll period; it also wakes at the next due time.
const POLL_MS = 1000;
const TWITTER_HEADER = { key: 'twitter.header', width: 1500, height: 500, name: 'Twitter Header' };

/** An instant as a `datetime-local` input in `zone` shows it, to the second: 'YYYY-MM-DDTHH:mm:ss'. */
const wallClock = (instant: number, zone: string) =>
  utcToZonedLocal(new Date(instant).toISOString(), zone, 'second');

/** A whole second at least `ms` from now. */
const secondsAhead = (ms: number) => Math.ceil((Date.now() + ms) / 1000) * 1000;

/** The signed-in user's posts, as the API lists them. */
async function listedPosts(page: Page, origin = ''): Promise<ScheduledPost[]> {
  return (await readApi<{ items: ScheduledPost[] }>(page, `${origin}/api/schedule/posts`)).items;
}

/** The schedule modal, opened from the header for the open, saved design. */
async function openScheduleModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule your post' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Signs up on a server of its own whose scheduler sends due posts to `receiver`, polling every POLL_MS, and runs
 * `steps` there; closes the page and stops the server and the receiver after.
 */
async function onSchedulingServer(
  page: Page,
  receiver: WebhookReceiver,
  steps: (origin: string) => Promise<void>,
): Promise<void> {
  const server = await startExtraServer({
    SCHEDULER_WEBHOOK_URL: receiver.url,
    SCHEDULER_WEBHOOK_SECRET: SECRET,
    SCHEDULE_POLL_MS: String(POLL_MS),
  });
  try {
    await page.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    await openSignedUp(page, `${server.origin}/`);
    await steps(server.origin);
  } finally {
    await page.close();
    await server.stop();
    await receiver.stop();
  }
}

function verifySignature(call: ReceivedCall): void {
  const timestamp = String(call.headers['x-lienzo-timestamp']);
  const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${call.body}`).digest('hex')}`;
  const signature = String(call.headers['x-lienzo-signature']);
  expect(signature.length).toBe(expected.length);
  expect(timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
}

test('a post goes to a loopback webhook at its time; another, cancelled from the list, never does', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  await onSchedulingServer(page, receiver, async (origin) => {
    const hash = await openBlankDesign(page, { origin });
    await page.getByRole('link', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Add title' }).click();
    await saveAndRead(page, hash);
    await page.keyboard.press('Escape');

    const dialog = await openScheduleModal(page);
    await dialog.getByRole('checkbox', { name: 'Instagram' }).check();
    await dialog.getByRole('checkbox', { name: 'LinkedIn' }).check();
    await expect(dialog.getByLabel('Time zone')).toHaveValue(ZONE);
    await expect(dialog.getByText('On the clock of America/Mexico City (GMT-6).')).toBeVisible();
    await dialog.getByLabel('Caption').fill('Our summer sale starts now');
    await dialog.getByLabel('Hashtags').fill('#summer sale, #SUMMER');
    await dialog.getByLabel('First comment').fill('Link in bio');
    await dialog.getByLabel('Alt text').fill('A poster saying Summer sale');
    expect(await seriousViolations(page)).toEqual([]);
    // Typed last, on the browser's (Mexico City) clock, so that little of the delay goes by before sending.
    const firstAt = secondsAhead(7_000);
    await dialog.getByLabel('Date and time').fill(wallClock(firstAt, ZONE));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();
    // Reported to the host page's analytics in production, like saving and sharing.
    const reported = await page.evaluate(() =>
      (window as { dataLayer?: Record<string, unknown>[] }).dataLayer?.filter(
        (entry) => entry.event === 'lienzo_post_scheduled',
      ),
    );
    expect(reported).toEqual([
      { event: 'lienzo_post_scheduled', networks: 'instagram,linkedin', post_type: 'IMAGE' },
    ]);

    // The list, in the gallery's Scheduled tab.
    await expect(page).toHaveURL(/#\/gallery\/scheduled$/);
    const list = page.getByRole('list', { name: 'Scheduled posts' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // The list puts upcoming posts first, soonest first: once this one is due, it moves down.
    const first = list.getByRole('listitem').filter({ hasText: 'Instagram, LinkedIn' });
    await expect(first).toContainText('Story');
    await expect(first).toContainText('(America/Mexico City)');
    const [firstPost] = await listedPosts(page, origin);
    expect(firstPost).toMatchObject({
      publish_at: new Date(firstAt).toISOString(),
      time_zone: ZONE,
      networks: ['instagram', 'linkedin'],
      hashtags: ['summer', 'sale'],
    });

    // A second post, 25 s ahead, cancelled from the list before its time.
    await openScheduleModal(page);
    const second = page.getByRole('dialog', { name: 'Schedule your post' });
    await second.getByRole('checkbox', { name: 'Twitter' }).check();
    await second.getByLabel('Caption').fill('Never sent');
    const secondAt = secondsAhead(25_000);
    await second.getByLabel('Date and time').fill(wallClock(secondAt, ZONE));
    await second.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(second).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const cancelled = list.getByRole('listitem').filter({ hasText: 'Twitter' });
    await cancelled.getByRole('button', { name: 'Cancel post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this post?' });
    await confirm.getByRole('button', { name: 'Cancel post' }).click();
    await expect(page.getByText('Post cancelled.')).toBeVisible();
    await expect(cancelled).toContainText('Cancelled');
    await expect(cancelled.getByRole('button', { name: 'Cancel post' })).toHaveCount(0);
    const secondPost = (await listedPosts(page, origin)).find((post) => post.id !== firstPost!.id)!;
    expect(secondPost.status).toBe('cancelled');

    // The first post's two deliveries arrive, signed, with everything that was typed.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const bodies = receiver.received.map((call) => {
      verifySignature(call);
      // Not before its time.
      expect(call.receivedAt).toBeGreaterThanOrEqual(firstAt);
      const body = JSON.parse(call.body) as ScheduleWebhookBody;
      expect(call.headers['x-lienzo-delivery']).toBe(body.delivery_id);
      return body;
    });
    expect(bodies.map((body) => body.post.network).sort()).toEqual(['instagram', 'linkedin']);
    for (const body of bodies) {
      expect(body.post).toMatchObject({
        id: firstPost!.id,
        publish_at: new Date(firstAt).toISOString(),
        time_zone: ZONE,
        caption: 'Our summer sale starts now',
        hashtags: ['summer', 'sale'],
        text: 'Our summer sale starts now\n\n#summer #sale',
        first_comment: 'Link in bio',
        alt_text: 'A poster saying Summer sale',
      });
      expect(body.design).toMatchObject({ hash, title: 'Story', width: 540, height: 960 });
    }
    // The open list looks again by itself once the post is due.
    await expect(first).toContainText('Published', { timeout: 20_000 });

    // A third post, due just after the cancelled one: once it has arrived, the scheduler has gone past the
    // cancelled one's time, and nothing of that one ever arrived.
    await openScheduleModal(page);
    const third = page.getByRole('dialog', { name: 'Schedule your post' });
    await third.getByRole('checkbox', { name: 'Twitter' }).check();
    await third.getByLabel('Caption').fill('After the cancelled one');
    await third.getByLabel('Date and time').fill(wallClock(Math.max(secondAt, secondsAhead(0)) + 1000, ZONE));
    await third.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(third).toBeHidden();
    const captions = () =>
      receiver.received.map((call) => (JSON.parse(call.body) as ScheduleWebhookBody).post.caption);
    await expect.poll(captions, { timeout: 45_000 }).toContain('After the cancelled one');
    expect(
      receiver.received.map((call) => (JSON.parse(call.body) as ScheduleWebhookBody).post.id),
    ).not.toContain(secondPost.id);
    expect((await listedPosts(page, origin)).find((post) => post.id === secondPost.id)?.status).toBe(
      'cancelled',
    );
  });
});

test('a network the scheduler refuses shows as failed in the list, with each network’s delivery', async ({
  page,
}) => {
  // The receiver takes Instagram's delivery and refuses LinkedIn's for good (410: no retry).
  const receiver = await startWebhookReceiver((body) =>
    (JSON.parse(body) as ScheduleWebhookBody).post.network === 'linkedin' ? 410 : 200,
  );
  await onSchedulingServer(page, receiver, async (origin) => {
    await openBlankDesign(page, { origin });
    const dialog = await openScheduleModal(page);
    await dialog.getByRole('checkbox', { name: 'Instagram' }).check();
    await dialog.getByRole('checkbox', { name: 'LinkedIn' }).check();
    await dialog.getByLabel('Date and time').fill(wallClock(secondsAhead(3_000), ZONE));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const item = page.getByRole('list', { name: 'Scheduled posts' }).getByRole('article', { name: 'Story' });
    await expect(item).toContainText('Scheduled');
    // The open list looks again by itself once the post is due.
    await expect(item).toContainText('Failed', { timeout: 20_000 });
    const deliveries = item.getByRole('list', { name: 'Delivery to each network' });
    await expect(deliveries.getByRole('listitem')).toHaveText([
      'Instagram: delivered',
      'LinkedIn: not delivered (the scheduler refused it)',
    ]);
    await expect(item.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a network whose limits the design breaks is named before scheduling, and asks to confirm', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await openBlankDesign(page, { layout: TWITTER_HEADER });
  const dialog = await openScheduleModal(page);
  const warnings = dialog.getByRole('region', { name: 'Before you schedule' });
  // Twitter takes a 3:1 header: nothing to say yet.
  await dialog.getByRole('checkbox', { name: 'Twitter' }).check();
  await expect(warnings).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Instagram' }).check();
  await expect(warnings).toContainText(
    'Instagram crops pictures wider than 1.91:1 or narrower than 0.8:1; this one is 3:1.',
  );
  // The caption counts against Twitter's 280, hashtags included.
  await dialog.getByLabel('Caption').fill('x'.repeat(279));
  await dialog.getByLabel('Hashtags').fill('#toolong');
  await expect(
    dialog.getByText('289 of 280 characters with the hashtags (Twitter takes the fewest).'),
  ).toBeVisible();
  await expect(warnings).toContainText(
    'Twitter takes up to 280 characters with the hashtags; this text has 289.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Warnings do not block, but the first press asks.
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The networks may crop or refuse this post. Schedule it anyway?',
  );
  expect(await listedPosts(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Schedule anyway' }).click();
  await expect(dialog).toBeHidden();
  const [post] = await listedPosts(page);
  expect(post).toMatchObject({
    networks: ['instagram', 'twitter'],
    hashtags: ['toolong'],
    status: 'scheduled',
  });
});

test('in Spanish the modal, its warnings, errors and the list speak Spanish', async ({ page }) => {
  await openSignedUp(page, '/');
  await openBlankDesign(page, { layout: TWITTER_HEADER });
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await page.getByRole('banner').getByRole('button', { name: 'Programar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programa tu publicación' });
  await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
  await expect(dialog.getByText('Elige al menos una red.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Página de Facebook' }).check();
  await dialog.getByRole('checkbox', { name: 'Instagram' }).check();
  await expect(dialog.getByRole('region', { name: 'Antes de programar' })).toHaveText(
    'Antes de programar' +
      'Instagram recorta las imágenes más anchas que 1,91:1 o más estrechas que 0,8:1; esta es 3:1.' +
      'Página de Facebook recorta las imágenes más anchas que 1,91:1 o más estrechas que 0,56:1; esta es 3:1.',
  );
  await expect(dialog.getByText('Según la hora de America/Mexico City (GMT-6).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
  await dialog.getByRole('button', { name: 'Programar de todos modos' }).click();
  await expect(page.getByText(/^Publicación programada para el /)).toBeVisible();
  const item = page.getByRole('list', { name: 'Publicaciones programadas' }).getByRole('listitem');
  await expect(item).toContainText('Instagram, Página de Facebook');
  await expect(item).toContainText('Programada');
  await item.getByRole('button', { name: 'Cancelar publicación' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar esta publicación?' });
  await confirm.getByRole('button', { name: 'Mantenerla' }).click();
  await expect(confirm).toBeHidden();
  // Kept: still scheduled.
  expect((await listedPosts(page)).map((post) => post.status)).toEqual(['scheduled']);

  // With Schedule and the longer Spanish labels, the header still holds every command on a 1024 px screen.
  await page.setViewportSize({ width: 1024, height: 700 });
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport({ ratio: 1 });
  expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
});

test('bad input is named next to its field and nothing is stored', async ({ page }) => {
  await openSignedUp(page, '/');
  await openBlankDesign(page);
  const dialog = await openScheduleModal(page);
  const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });
  // No network, a time that has passed, and words that are not hashtags.
  await dialog.getByLabel('Date and time').fill(wallClock(Date.now() - 60 * 60_000, ZONE));
  await dialog.getByLabel('Hashtags').fill('#ok #no-dash <img>');
  await schedule.click();
  await expect(dialog.getByText('Pick at least one network.')).toBeVisible();
  await expect(dialog.getByLabel('Date and time')).toHaveAccessibleDescription(
    /That time has passed\. Pick a time in the future\./,
  );
  await expect(dialog.getByLabel('Hashtags')).toHaveAccessibleDescription(
    /These are not hashtags: #no-dash, <img>\. Use letters, digits and _ only\./,
  );
  await expect(dialog.getByRole('checkbox', { name: 'Instagram' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Fixing one field clears its message only; an empty time is named too.
  await dialog.getByRole('checkbox', { name: 'Pinterest' }).check();
  await expect(dialog.getByText('Pick at least one network.')).toHaveCount(0);
  await expect(dialog.getByText(/That time has passed/)).toBeVisible();
  await dialog.getByLabel('Date and time').fill('');
  await expect(dialog.getByText('Pick a date and a time.')).toBeVisible();
  await schedule.click();
  await expect(dialog).toBeVisible();
  expect(await listedPosts(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Nothing was stored: the list is empty.
  await page.goto('/#/gallery/scheduled');
  await expect(page.getByText('No scheduled posts yet.')).toBeVisible();
});

test('a browser whose clock is behind gets the server’s refusal of a past time, shown in the modal', async ({
  page,
}) => {
  // Ten minutes slow: a time five minutes ahead on this clock has already passed for the server.
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  await openSignedUp(page, '/');
  await openBlankDesign(page);
  const dialog = await openScheduleModal(page);
  await dialog.getByRole('checkbox', { name: 'Google+', exact: true }).check();
  const browserNow = await page.evaluate(() => Date.now());
  await dialog.getByLabel('Date and time').fill(wallClock(browserNow + 5 * 60_000, ZONE));
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Pick a time in the future, within a year.');
  expect(await listedPosts(page)).toEqual([]);
});

test('Edit changes a scheduled post from the list; visitors and changed designs cannot schedule', async ({
  page,
  browser,
}) => {
  await openSignedUp(page, '/');
  await openBlankDesign(page);
  // The default time: the next whole hour plus one, on the browser's clock.
  const hourAfterNext = (now: number) => wallClock(Math.floor(now / 3_600_000) * 3_600_000 + 7_200_000, ZONE);
  const before = hourAfterNext(Date.now());
  const dialog = await openScheduleModal(page);
  const time = dialog.getByLabel('Date and time');
  expect([before, hourAfterNext(Date.now())].map((value) => value.slice(0, 16))).toContain(
    await time.inputValue(),
  );
  const local = await time.inputValue();
  await dialog.getByRole('checkbox', { name: 'Facebook page' }).check();
  await dialog.getByLabel('Caption').fill('First words');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const item = page.getByRole('list', { name: 'Scheduled posts' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Facebook page');
  await expect(item).toContainText('Scheduled');

  // Edit: the modal comes back filled in; the changes replace the post.
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your scheduled post' });
  await expect(edit.getByRole('checkbox', { name: 'Facebook page' })).toBeChecked();
  await expect(edit.getByLabel('Caption')).toHaveValue('First words');
  await expect(edit.getByLabel('Date and time')).toHaveValue(local);
  await edit.getByRole('checkbox', { name: 'Facebook group' }).check();
  await edit.getByLabel('Caption').fill('Better words');
  await edit.getByLabel('Hashtags').fill('#news');
  // The same wall-clock time, now in Los Angeles (two hours behind): another instant.
  await edit.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/^Post changed: it goes out on /)).toBeVisible();
  await expect(item).toContainText('Facebook page, Facebook group');
  await expect(item).toContainText('(America/Los Angeles)');
  const [post] = await listedPosts(page);
  expect(post).toMatchObject({
    networks: ['fb_page', 'fb_group'],
    caption: 'Better words',
    hashtags: ['news'],
    time_zone: 'America/Los_Angeles',
    publish_at: zonedLocalToUtc(local, 'America/Los_Angeles'),
  });

  // A change to the design turns Schedule off until it is saved.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(header.getByRole('button', { name: 'Schedule' })).toBeDisabled();

  // A visitor can schedule nothing and is asked to sign in to see the list.
  const visitorContext = await browser.newContext({ timezoneId: ZONE });
  // The visitor has closed the welcome guide before, so only the sign-in offer (800 ms after load) comes up.
  await visitorContext.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/#/gallery/scheduled');
  const signIn = visitor.getByRole('dialog', { name: 'Welcome to Lienzo' });
  await expect(signIn).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(visitor.getByRole('banner').getByRole('button', { name: 'Schedule' })).toBeDisabled();
  await expect(visitor.getByText('Sign in to schedule your designs and see your posts.')).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitorContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('Schedule is in the More menu and its modal fits the screen', async ({ page }) => {
    await page.goto('/');
    // The phone's header keeps Sign out in its More menu, so signUp's check of it does not apply.
    const signIn = page.getByRole('dialog');
    await expect(signIn).toBeVisible();
    await createAccount(page, `ana.phone.${Date.now()}@example.com`);
    await expect(signIn).toBeHidden();
    await openBlankDesign(page);
    await page.getByRole('banner').getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('menuitem', { name: 'Schedule' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Schedule your post' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('checkbox', { name: 'Pinterest' }).tap();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();
  });
});
