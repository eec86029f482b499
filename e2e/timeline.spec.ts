import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { seriousViolations } from './support/axe';
import { openBlankDesign, saveAndRead } from './support/design';
import { ffprobe } from './support/ffprobe';
import { firstPage, type PagedDocument } from './support/document';

// A handle is 12 px wide; the track leaves half of it on each side of the timeline.
const HANDLE = 12;

/** Drags `handle` with the mouse onto second `second` of its row's track. */
async function dragTo(page: Page, handle: Locator, second: number, duration: number) {
  const from = await handle.boundingBox();
  const track = await handle.locator('..').boundingBox();
  if (!from || !track) throw new Error('timeline not visible');
  const perSecond = (track.width - HANDLE) / duration;
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(track.x + HANDLE / 2 + second * perSecond, y, { steps: 6 });
  await page.mouse.up();
}

async function savedDuration(page: Page, hash: string): Promise<number> {
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return ((await response.json()) as { data: { editor: PagedDocument<{ duration: number }> } }).data.editor;
  }, hash);
  // The one page's length is the timeline's.
  return firstPage(editor).duration;
}

test('the timeline sets when objects enter and leave, their effect and the length, and previews the design', async ({
  page,
}) => {
  // It records a 10 s video as well as editing: three times the usual time, as the other video tests take.
  test.slow();
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);

  // Video mode shows the timeline; an empty design says there is nothing to animate.
  const panel = page.getByRole('region', { name: 'Timeline' });
  await expect(panel).toHaveCount(0);
  const video = page.getByRole('button', { name: 'Video', exact: true });
  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText('Add objects to the design to animate them.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Play' })).toBeDisabled();
  const counter = panel.getByRole('status', { name: 'Preview time' });
  await expect(counter).toHaveText('0:00 / 0:15');

  // A row per object, in the layers' order (top first).
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await page.getByRole('button', { name: 'Add subtitle', exact: true }).click();
  const rows = panel.getByRole('list', { name: 'Objects on the timeline' });
  await expect(rows.getByRole('listitem')).toHaveCount(2);
  const layerNames = await page
    .getByRole('list', { name: 'Layers', exact: true })
    .locator('.layer-label__name')
    .allTextContents();
  await expect(rows.locator('.layer-label__name')).toHaveText(layerNames);
  const [subtitle, title] = layerNames as [string, string];
  // The sign-up's welcome note may sit over the rows at the bottom of the page: let it go first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Selecting a row selects the object.
  const selectTitle = rows.getByRole('button', { name: `Select ${title}` });
  await selectTitle.click();
  await expect(selectTitle).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.getByRole('button', { name: `Select ${subtitle}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Drag the title's start to 2 s and its end to 5 s; each drag is one undo step.
  await dragTo(page, rows.getByRole('button', { name: `Start of ${title}: 0 s` }), 2, 15);
  await expect(rows.getByRole('button', { name: `Start of ${title}: 2 s` })).toBeVisible();
  await dragTo(page, rows.getByRole('button', { name: `End of ${title}: end` }), 5, 15);
  await expect(rows.getByRole('button', { name: `End of ${title}: 5 s` })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(rows.getByRole('button', { name: `End of ${title}: end` })).toBeVisible();
  await expect(rows.getByRole('button', { name: `Start of ${title}: 2 s` })).toBeVisible();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(rows.getByRole('button', { name: `End of ${title}: 5 s` })).toBeVisible();

  // A drag past the end stops a second before it.
  await dragTo(page, rows.getByRole('button', { name: `Start of ${title}: 2 s` }), 9, 15);
  await expect(rows.getByRole('button', { name: `Start of ${title}: 4 s` })).toBeVisible();

  // The arrows move a handle by a second, never out of the timeline.
  const titleStart = rows.getByRole('button', { name: `Start of ${title}: 4 s` });
  await titleStart.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rows.getByRole('button', { name: `Start of ${title}: 3 s` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(rows.getByRole('button', { name: `Start of ${title}: 3 s` })).toBeFocused();
  await rows.getByRole('button', { name: `Start of ${subtitle}: 0 s` }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rows.getByRole('button', { name: `Start of ${subtitle}: 0 s` })).toBeFocused();
  await rows.getByRole('button', { name: `End of ${subtitle}: end` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(rows.getByRole('button', { name: `End of ${subtitle}: end` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(rows.getByRole('button', { name: `End of ${subtitle}: 14 s` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(rows.getByRole('button', { name: `End of ${subtitle}: end` })).toBeFocused();

  // The effect picker.
  const effect = rows.getByRole('combobox', { name: `Effect of ${title}` });
  await expect(effect).toHaveValue('fade');
  await effect.selectOption({ label: 'Zoom' });
  await expect(effect).toHaveValue('zoom');

  // The length: refused values change nothing and say why; 10 is taken.
  const length = panel.getByRole('spinbutton', { name: 'Length (seconds)' });
  await expect(length).toHaveValue('15');
  for (const bad of ['0', '601', '2.5', '']) {
    await length.fill(bad);
    await panel.getByRole('button', { name: 'Set length' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'The length must be a whole number of seconds from 1 to 600. Nothing was changed.',
    );
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(counter).toHaveText('0:00 / 0:15');
  }
  await length.fill('10');
  await length.press('Enter');
  await expect(counter).toHaveText('0:00 / 0:10');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(length).toHaveValue('10');

  expect(await seriousViolations(page)).toEqual([]);

  // Saved: the objects' animations and the length.
  const objects = await saveAndRead(page, hash, { recording: true });
  await page.keyboard.press('Escape');
  const animations = objects.map(({ animationStart, animationEnd, animationEffect }) => ({
    animationStart,
    animationEnd,
    animationEffect,
  }));
  expect(animations).toEqual([
    { animationStart: 3, animationEnd: 5, animationEffect: 'zoom' },
    { animationStart: 0, animationEnd: null, animationEffect: 'fade' },
  ]);
  expect(await savedDuration(page, hash)).toBe(10);

  // A soundtrack from the catalogue, then the preview: the counter runs, the track plays at 0.4.
  await page.getByRole('link', { name: 'Audio' }).click();
  await page
    .getByRole('list', { name: 'Audio tracks' })
    .getByRole('button', { name: 'Use Amp Thunder' })
    .click();
  const play = panel.getByRole('button', { name: 'Play' });
  const stop = panel.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeDisabled();
  await play.click();
  await expect(play).toBeDisabled();
  await expect(stop).toBeEnabled();
  await expect(length).toBeDisabled();
  await expect(effect).toBeDisabled();
  await expect(rows.getByRole('button', { name: `Start of ${title}: 3 s` })).toBeDisabled();
  await expect(counter).toHaveText(/^0:0[1-9] \/ 0:10$/);
  await expect(panel.locator('.timeline__playhead')).toHaveAttribute('data-second', /^[1-9]$/);
  const track = panel.locator('audio[aria-label="Preview soundtrack"]');
  await expect.poll(() => track.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  expect(
    await track.evaluate((audio: HTMLAudioElement) => ({
      volume: audio.volume,
      src: new URL(audio.src).pathname,
      error: audio.error,
    })),
  ).toEqual({ volume: 0.4, src: '/audios/amp-thunder.wav', error: null });

  // Stop: back to the start, the track gone, editing possible again.
  await stop.click();
  await expect(counter).toHaveText('0:00 / 0:10');
  await expect(track).toHaveCount(0);
  await expect(panel.locator('.timeline__playhead')).toHaveCount(0);
  await expect(play).toBeEnabled();
  await expect(length).toBeEnabled();
  await expect(rows.getByRole('button', { name: `Start of ${title}: 3 s` })).toBeEnabled();

  // Saved in video mode: the design is a video, its WebM download the timeline's 10 s with the track.
  await saveAndRead(page, hash, { recording: true });
  await page.keyboard.press('Escape');
  const record = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return ((await response.json()) as { data: { post_type: string } }).data;
  }, hash);
  expect(record.post_type).toBe('video');
  const download = await page.request.get(`/download/${hash}?format=webm`);
  expect(download.status()).toBe(200);
  const webm = await download.body();
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  const probed = ffprobe(webm, 'webm');
  expect(Math.abs(Number(probed.format.duration) - 10)).toBeLessThanOrEqual(1 / 30 + 0.02);
  expect(probed.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);

  // Video off hides the timeline.
  await video.click();
  await expect(panel).toHaveCount(0);
});

/** Whether `select` is wide enough for the name of the option it shows, in its own font, beside its arrow. */
function showsWholeName(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(element.selectedOptions[0]!.text).width;
    // Chromium draws its arrow in about 20 px at the right of the box, inside the padding.
    return text + 20 <= element.clientWidth - Number.parseFloat(style.paddingLeft);
  });
}

// Issue 24: a Spanish effect name was cut ("Desde la de…").
for (const { language, effect, option } of [
  { language: 'en', effect: 'Effect of', option: 'From the right' },
  { language: 'es', effect: 'Efecto de', option: 'Desde la izquierda' },
]) {
  test(`${language}: the timeline shows each effect's whole name`, async ({ page }) => {
    await openSignedUp(page, '/');
    await openBlankDesign(page, { duration: 15 });
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByRole('link', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    if (language === 'es') await page.getByLabel('Language').first().selectOption('es');
    const select = page.getByRole('combobox', { name: new RegExp(`^${effect} `) });
    for (const label of [
      option,
      ...(language === 'es' ? ['Desde la derecha', 'Fundido'] : ['From the left']),
    ]) {
      await select.selectOption({ label });
      expect(await showsWholeName(select)).toBe(true);
    }
  });
}
