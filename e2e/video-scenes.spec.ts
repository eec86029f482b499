import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { seriousViolations } from './support/axe';
import { openBlankDesign } from './support/design';
import { madeInPage } from './support/download';
import { addText } from './support/editor';
import { ffprobe, framePixels } from './support/ffprobe';

/** Three pages played as scenes of 2 s, 3 s and 2 s, each its own background (issue 23). */
const SCENES = [
  { colour: '#e02020', seconds: 2, name: 'red' },
  { colour: '#20b040', seconds: 3, name: 'green' },
  { colour: '#2040e0', seconds: 2, name: 'blue' },
] as const;
/** Two corners of the 540 × 960 story, away from the titles in the middle. */
const CORNERS: [number, number][] = [
  [30, 30],
  [510, 930],
];

const strip = (page: Page) => page.getByRole('region', { name: 'Pages', exact: true });
const pageButtons = (page: Page) =>
  strip(page).getByRole('list', { name: 'Pages of the design' }).getByRole('button');

/** Which scene's colour a decoded pixel is, allowing for the codec's loss. */
function sceneOf([r, g, b]: [number, number, number]): string {
  const scene = SCENES.find(({ colour }) => {
    const [cr, cg, cb] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
    return Math.abs(r - cr!) <= 48 && Math.abs(g - cg!) <= 48 && Math.abs(b - cb!) <= 48;
  });
  return scene?.name ?? `other ${r},${g},${b}`;
}

/** That the video lasts 7 s and a frame inside each scene shows that scene's page. */
function expectScenes(bytes: Buffer, extension: string) {
  const probed = ffprobe(bytes, extension);
  expect(Math.abs(Number(probed.format.duration) - 7)).toBeLessThanOrEqual(1 / 15 + 0.03);
  for (const [seconds, scene] of [
    [1, 'red'],
    [2.2, 'green'],
    [4.8, 'green'],
    [5.2, 'blue'],
    [6.8, 'blue'],
  ] as const) {
    const pixels = framePixels(bytes, extension, seconds, CORNERS);
    expect({ seconds, scenes: pixels.map(sceneOf) }).toEqual({ seconds, scenes: [scene, scene] });
  }
}

test('a 3-scene video: pages of 2 s, 3 s and 2 s preview in turn and download as a 7 s video, each scene at its time', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Video', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Timeline' });
  const length = panel.getByRole('spinbutton', { name: 'Length (seconds)' });
  const counter = panel.getByRole('status', { name: 'Preview time' });
  await page.getByRole('link', { name: 'Text' }).click();

  // Each page: its own background, its own length on the timeline, a title of its own.
  for (const [index, scene] of SCENES.entries()) {
    if (index > 0) await strip(page).getByRole('button', { name: 'Add page' }).click();
    await expect(strip(page).getByText(`Page ${index + 1} of ${index + 1}`)).toBeVisible();
    const hex = page.getByRole('textbox', { name: 'Background color hex' });
    await hex.fill(scene.colour);
    await hex.press('Enter');
    await expect(hex).toHaveValue(scene.colour);
    await length.fill(String(scene.seconds));
    await length.press('Enter');
    await expect(length).toHaveValue(String(scene.seconds));
    await addText(page, 'Add title', `Scene ${index + 1}`);
  }
  await expect(pageButtons(page)).toHaveCount(3);
  // The timeline is the shown page's scene: where it sits in the video, and the video's length.
  await expect(panel.getByText('Scene 3 of 3 · 0:05–0:07')).toBeVisible();
  await expect(panel.getByText('Video length: 0:07')).toBeVisible();
  await expect(counter).toHaveText('0:00 / 0:07');
  await pageButtons(page).nth(1).click();
  await expect(panel.getByText('Scene 2 of 3 · 0:02–0:05')).toBeVisible();
  await expect(length).toHaveValue('3');
  expect(await seriousViolations(page)).toEqual([]);

  // In Spanish too.
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  const panelEs = page.getByRole('region', { name: 'Línea de tiempo' });
  await expect(panelEs.getByText('Escena 2 de 3 · 0:02–0:05')).toBeVisible();
  await expect(panelEs.getByText('Duración del vídeo: 0:07')).toBeVisible();
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  await expect(panel.getByText('Scene 2 of 3 · 0:02–0:05')).toBeVisible();

  // The length control sets the shown page's length alone, one undo step.
  await length.fill('4');
  await length.press('Enter');
  await expect(panel.getByText('Scene 2 of 3 · 0:02–0:06')).toBeVisible();
  await expect(panel.getByText('Video length: 0:08')).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel.getByText('Video length: 0:07')).toBeVisible();
  await expect(length).toHaveValue('3');

  // Play plays from the shown page to the end, the clock over the whole video, the strip following the
  // scenes; at the end the page shown before is shown again.
  await panel.getByRole('button', { name: 'Play' }).click();
  await expect(counter).toHaveText(/^0:0[2-4] \/ 0:07$/);
  await expect(pageButtons(page).nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(pageButtons(page).nth(2)).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(counter).toHaveText(/^0:0[5-7] \/ 0:07$/);
  await expect(panel.getByText('Scene 3 of 3 · 0:05–0:07')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 20_000 });
  await expect(counter).toHaveText('0:00 / 0:07');
  await expect(pageButtons(page).nth(1)).toHaveAttribute('aria-current', 'page');

  // Saved as a video: the recording the server keeps (its WebM download) is every scene, 7 s.
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible({ timeout: 120_000 });
  await page.keyboard.press('Escape');
  const stored = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    const { data } = (await response.json()) as {
      data: { post_type: string; editor: { pages: { duration: number }[] } };
    };
    return { type: data.post_type, durations: data.editor.pages.map((each) => each.duration) };
  }, hash);
  expect(stored).toEqual({ type: 'video', durations: [2, 3, 2] });

  await header.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your design' });
  const [webmFile] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'WebM video', exact: true }).click(),
  ]);
  const webm = await readFile(await webmFile.path());
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expectScenes(webm, 'webm');

  // The MP4 this browser makes, and the animated GIF: the same scenes at the same times.
  const mp4 = await madeInPage(page, 'MP4 at the design’s size (540 × 960)');
  expect(mp4.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expectScenes(mp4.bytes, 'mp4');
  const gif = await madeInPage(page, 'Animated GIF (540 × 960)');
  expect(ffprobe(gif.bytes, 'gif').streams[0]).toMatchObject({ nb_read_frames: '105' });
  expectScenes(gif.bytes, 'gif');
});
