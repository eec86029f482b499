import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';

interface SavedEditor {
  // The track is the design's (version 2: the length is each page's).
  timeline: { audio: { name: string; src: string } | null };
}

/** The newest design of the signed-in user, as the server stored it. */
async function newestSavedEditor(page: Page): Promise<SavedEditor> {
  return page.evaluate(async () => {
    const feed = (await (await fetch('/api/feed?page=1')).json()) as { data: { items: { hash: string }[] } };
    const hash = feed.data.items[0]?.hash;
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return ((await response.json()) as { data: { editor: SavedEditor } }).data.editor;
  });
}

function player(page: Page) {
  return page.locator('audio.audio-drawer__player');
}

test('the audio drawer plays and pauses tracks at volume 1 and sets the saved timeline audio', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await page.getByRole('link', { name: 'Audio' }).click();
  await expect(page).toHaveURL(/#\/audios$/);
  const list = page.getByRole('list', { name: 'Audio tracks' });
  await expect(list.getByRole('listitem')).toHaveCount(13);

  // The category filter.
  await page.getByLabel('Category').selectOption('Rock');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Amp Thunder');
  await page.getByLabel('Category').selectOption('');
  await expect(list.getByRole('listitem')).toHaveCount(13);

  // Play, at volume 1.
  await list.getByRole('button', { name: 'Play Amp Thunder' }).click();
  await expect(list.getByRole('button', { name: 'Pause Amp Thunder' })).toBeVisible();
  await expect.poll(() => player(page).evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  await expect
    .poll(() => player(page).evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0);
  expect(
    await player(page).evaluate((audio: HTMLAudioElement) => ({
      volume: audio.volume,
      src: new URL(audio.src).pathname,
      error: audio.error,
    })),
  ).toEqual({ volume: 1, src: '/audios/amp-thunder.wav', error: null });

  // Another track stops the first: one player.
  await list.getByRole('button', { name: 'Play Slow Tides' }).click();
  await expect(list.getByRole('button', { name: 'Pause Slow Tides' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Play Amp Thunder' })).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(1);
  await expect
    .poll(() => player(page).evaluate((audio: HTMLAudioElement) => new URL(audio.src).pathname))
    .toBe('/audios/slow-tides.wav');

  // Pause.
  await list.getByRole('button', { name: 'Pause Slow Tides' }).click();
  await expect(list.getByRole('button', { name: 'Play Slow Tides' })).toBeVisible();
  expect(await player(page).evaluate((audio: HTMLAudioElement) => [audio.paused, audio.volume])).toEqual([
    true,
    1,
  ]);

  // Select: the track is marked and the saved design keeps it.
  await expect(page.getByRole('button', { name: 'Remove audio' })).toHaveCount(0);
  await list.getByRole('button', { name: 'Use Amp Thunder' }).click();
  await expect(list.getByRole('button', { name: 'Use Amp Thunder' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem').filter({ hasText: 'Amp Thunder' })).toContainText('Selected');
  await expect(list.getByRole('button', { name: 'Use Slow Tides' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('With a soundtrack');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  expect((await newestSavedEditor(page)).timeline.audio).toEqual({
    name: 'Amp Thunder',
    src: '/audios/amp-thunder.wav',
  });
  await page.keyboard.press('Escape');

  // Remove it, save again: the saved design has no audio.
  await page.goto('/#/audios');
  await list.getByRole('button', { name: 'Use Amp Thunder' }).waitFor();
  await expect(list.getByRole('button', { name: 'Use Amp Thunder' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Remove audio' }).click();
  await expect(list.getByRole('button', { name: 'Use Amp Thunder' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Remove audio' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  expect((await newestSavedEditor(page)).timeline.audio).toBeNull();
});
