import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { openBlankDesign } from './support/design';
import { ffprobe } from './support/ffprobe';
import { firstPage, type PagedDocument } from './support/document';

/** The timeline's length in seconds: short, so recording it twice stays quick. */
const DURATION = 3;
const MP3 = readFileSync(join(import.meta.dirname, '../apps/server/src/test/sample-files/glass-static.mp3'));

interface StoredDesign {
  post_type: string;
  video: { video_url: string } | null;
  editor: { timeline: { audio: { name: string; src: string } | null } } & PagedDocument<{ duration: number }>;
}

async function stored(page: Page, hash: string, origin = ''): Promise<StoredDesign> {
  const response = await page.request.get(`${origin}/api/getEditorByHash/${hash}`);
  return ((await response.json()) as { data: StoredDesign }).data;
}

/** Every step the saving modal's bar shows, and every percentage of the recording, as they happen. */
async function watchSavingSteps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { savingSteps: string[] }).savingSteps = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][data-step]');
      if (!bar) return;
      const entry = `${bar.getAttribute('data-step')}:${bar.getAttribute('aria-valuenow') ?? '-'}:${bar.getAttribute('aria-valuetext')}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

test('a video design: Video toggle, a text, a catalogue track, saved in steps as a WebM of the timeline’s length, reopened as a video', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page, { duration: DURATION });
  const header = page.getByRole('banner');
  const video = header.getByRole('button', { name: 'Video' });
  await expect(video).toHaveAttribute('aria-pressed', 'false');
  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'Audio' }).click();
  const tracks = page.getByRole('list', { name: 'Audio tracks' });
  await tracks.getByRole('button', { name: 'Use Amp Thunder' }).click();
  await expect(tracks.getByRole('button', { name: 'Use Amp Thunder' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await watchSavingSteps(page);
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible({ timeout: 120_000 });
  const steps = await page.evaluate(() => (window as unknown as { savingSteps: string[] }).savingSteps);
  const stepOf = (entry: string) => entry.split(':')[0];
  // 1 saving the image, 2 recording, 3 uploading: in that order, each once, each bar determinate (issue 22).
  expect([...new Set(steps.map(stepOf))]).toEqual(['1', '2', '3']);
  expect(steps[0]).toMatch(/^1:\d+:Generating preview… \d+ %$/);
  const percents = (step: string) =>
    steps.filter((entry) => stepOf(entry) === step).map((entry) => Number(entry.split(':')[1]));
  const recording = steps.filter((entry) => stepOf(entry) === '2');
  expect(recording[0]).toMatch(/^2:\d+:Compiling video frames… \d+ %$/);
  // The recording's bar climbs through the frames, never back, to 100.
  const frames = percents('2');
  expect(frames.some((percent) => percent > 0 && percent < 100)).toBe(true);
  expect(frames).toEqual([...frames].sort((a, b) => a - b));
  expect(frames.at(-1)).toBe(100);
  // The design's and the video's uploads count their bytes, never back (a small one may go 0 to done at once).
  for (const step of ['1', '3']) expect(percents(step)).toEqual([...percents(step)].sort((a, b) => a - b));
  expect(steps.at(-1)).toMatch(/^3:\d+:Saving your video… \d+ %$/);

  const design = await stored(page, hash);
  expect(design.post_type).toBe('video');
  expect(design.video?.video_url).toMatch(/^\/videos\/[a-f0-9]{24}\.webm$/);
  // The track is the design's; the length is its one page's.
  expect(design.editor.timeline).toEqual({ audio: { name: 'Amp Thunder', src: '/audios/amp-thunder.wav' } });
  expect(firstPage(design.editor).duration).toBe(DURATION);

  // The download: a WebM (EBML magic) as long as the timeline, with the track.
  const download = await page.request.get(`/download/${hash}?format=webm`);
  expect(download.status()).toBe(200);
  const webm = await download.body();
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  const probed = ffprobe(webm, 'webm');
  expect(Math.abs(Number(probed.format.duration) - DURATION)).toBeLessThanOrEqual(1 / 30 + 0.02);
  expect(probed.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);

  // The server has ffmpeg here: the MP4 follows, H.264 + AAC.
  await expect
    .poll(async () => (await page.request.get(`/download/${hash}?format=mp4`)).status(), { timeout: 60_000 })
    .toBe(200);
  const mp4 = ffprobe(await (await page.request.get(`/download/${hash}?format=mp4`)).body(), 'mp4');
  expect(mp4.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);

  // Reopened: video mode on, the track still the design's, and a save keeps duration and track.
  await page.keyboard.press('Escape');
  await page.goto('/#/templates');
  await page.goto(`/#/design/${hash}`);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await expect(header.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Audio' }).click();
  await expect(tracks.getByRole('button', { name: 'Use Amp Thunder' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Touched but drawn the same (the title moved and moved back): saved again, it keeps its video and sends
  // no new one (issue 22); the save request itself carries no video.
  const layers = page.getByRole('list', { name: 'Layers', exact: true });
  const titleRow = layers.getByRole('button', { name: 'Add a title', exact: true });
  await titleRow.click();
  await expect(titleRow).toHaveAttribute('aria-pressed', 'true');
  await page.locator('canvas').last().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(header.getByRole('button', { name: 'Undo' })).toBeEnabled();
  const sent: { url: string; bytes: number }[] = [];
  page.on('request', (request) =>
    sent.push({ url: request.url(), bytes: request.postDataBuffer()?.length ?? 0 }),
  );
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  const saves = sent.filter(({ url }) => new URL(url).pathname === '/api/save');
  expect(saves).toHaveLength(1);
  expect(sent.filter(({ url }) => url.includes('/api/editor/saveVideo'))).toEqual([]);
  const kept = await stored(page, hash);
  expect(kept.video?.video_url).toBe(design.video?.video_url);
  await page.keyboard.press('Escape');
  // Opened again in a fresh page: it starts blank and out of video mode, so the design's one layer and video
  // mode on say the load is done (a toggle pressed before the load ends would be undone by it).
  await page.goto(`/#/design/${hash}`);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await expect(header.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');

  // Off: the next save is an image and the server drops the video (the timeline stays in the document).
  await header.getByRole('button', { name: 'Video' }).click();
  await expect(header.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'false');
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  const image = await stored(page, hash);
  expect(image).toMatchObject({ post_type: 'IMAGE', video: null });
  expect(image.editor.timeline).toEqual(design.editor.timeline);
  expect((await page.request.get(`/download/${hash}?format=webm`)).status()).toBe(404);
  expect((await page.request.get(`/download/${hash}?format=mp4`)).status()).toBe(404);
});

test('My audio: an empty file is refused with the SPEC message; an mp3 is uploaded, used as the track, deleted', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await page.getByRole('link', { name: 'Audio' }).click();
  const mine = page.getByRole('region', { name: 'My audio' });
  await expect(mine.getByText('The mp3 files you upload appear here.')).toBeVisible();
  const picker = mine.getByLabel('Upload an mp3');

  await picker.setInputFiles({ name: 'silence.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(0) });
  await expect(mine.getByRole('alert')).toHaveText('Please try again by selecting a valid mp3 file.');
  // Not an mp3 inside, whatever its name: the server says so with the same message.
  await picker.setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not sound') });
  await expect(mine.getByRole('alert')).toHaveText('Please try again by selecting a valid mp3 file.');

  await picker.setInputFiles({ name: 'Glass Static.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
  const files = mine.getByRole('list', { name: 'My audio files' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText('Glass Static');
  await expect(mine.getByRole('alert')).toHaveCount(0);

  await files.getByRole('button', { name: 'Use Glass Static' }).click();
  await expect(files.getByRole('button', { name: 'Use Glass Static' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Remove audio' })).toBeVisible();

  // Deleting the design's track takes it off the design too.
  await files.getByRole('button', { name: 'Delete Glass Static' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove audio' })).toHaveCount(0);
  const listed = await page.request.get('/api/editor/uploads?type=audio');
  expect(((await listed.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
});

test.describe('a server that refuses the recording', () => {
  // Videos of at most 1 KiB and no ffmpeg: the recording is refused with 413 after the image is saved.
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ VIDEO_UPLOAD_MAX_BYTES: '1024', FFMPEG: 'off' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a failed video shows the save failure; the design keeps its new image, and nothing half-stored', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    await openSignedUp(page, `${server.origin}/`);
    const hash = await openBlankDesign(page, { duration: DURATION, origin: server.origin });
    const before = await stored(page, hash, server.origin);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Video' }).click();
    await page.getByRole('link', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Add title' }).click();
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/errors'), {
      timeout: 60_000,
    });
    await header.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByText('Something went wrong!')).toBeVisible({ timeout: 60_000 });
    // SPEC §8: the failure also went to the server's error log.
    expect((await reported).postDataJSON()).toMatchObject({
      kind: 'save_failed',
      code: 'API_ERROR_PAYLOAD_TOO_LARGE',
      step: 3,
      post_type: 'video',
      layout: 'instagram.story',
    });
    await expect(
      page.getByText(
        'The application has encountered an unknown error when trying to save your design. Please try again.',
      ),
    ).toBeVisible();
    // The image went first: the design has the new text, says video, and has no video file.
    const after = await stored(page, hash, server.origin);
    expect(after).toMatchObject({ post_type: 'video', video: null });
    expect(after.editor).not.toEqual(before.editor);
    expect((await page.request.get(`${server.origin}/download/${hash}?format=webm`)).status()).toBe(404);
    expect((await page.request.get(`${server.origin}/download/${hash}?format=png`)).status()).toBe(200);
    // Still something to save: Share and Download stay off until the video is in.
    await expect(header.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
