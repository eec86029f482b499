import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { MP3_FIXTURE } from '../apps/server/src/test/audio-files';
import { FakeUnsplash } from '../apps/server/src/test/fake-stock-servers';
import { seriousViolations } from './support/axe';
import { startExtraServer, type ExtraServer } from './support/extraServer';

const ROOT = resolve(import.meta.dirname, '..');

/** The extra servers are at another origin than the configured one: close their welcome guide too. */
async function skipWelcomeGuide(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
}
const KEY = 'e2e-unsplash-key';

test.describe('image search through Unsplash (a loopback one)', () => {
  let unsplash: FakeUnsplash;
  let server: ExtraServer;
  test.beforeAll(async () => {
    unsplash = await new FakeUnsplash(KEY).start();
    server = await startExtraServer({ UNSPLASH_ACCESS_KEY: KEY, UNSPLASH_API_URL: unsplash.url });
  });
  test.afterAll(async () => {
    await server.stop();
    await unsplash.close();
  });

  test('shows the service’s pictures from this site with their credit, and inserts one', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await skipWelcomeGuide(page);
    await page.goto(`${server.origin}/#/images/search`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');

    const search = page.getByRole('searchbox', { name: 'Search images' });
    await search.fill('lake');
    await search.press('Enter');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(20);
    await expect(results.first().getByRole('button')).toHaveAccessibleName('photo lake-1');
    await expect(results.first().locator('.photo-grid__credit')).toHaveText('Photo by Ana Foto on Unsplash');
    await expect(results.first().getByRole('link', { name: 'Ana Foto' })).toHaveAttribute(
      'href',
      'https://unsplash.com/@anafoto?utm_source=lienzo&utm_medium=referral',
    );
    expect(unsplash.last?.params).toMatchObject({ query: 'lake', lang: 'en', per_page: '20' });
    const thumbnail = results.first().locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/stock-images\//);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    expect(await seriousViolations(page)).toEqual([]);

    await results.first().getByRole('button').click();
    await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
    expect(blocked).toEqual([]);
  });
});

test.describe('the operator’s audio catalogue', () => {
  let dir: string;
  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-audio-'));
    await writeFile(join(dir, 'intro.mp3'), MP3_FIXTURE);
  });
  test.afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a bad AUDIO_CATALOGUE_FILE stops the server with one line naming the file and the problem', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify([{ name: 'Intro', category: 'Reggae', src: 'intro.mp3' }]));
    const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, AUDIO_CATALOGUE_FILE: file },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Lienzo cannot start: AUDIO_CATALOGUE_FILE: ${file}: track 1: category: must be one of Alternative,`,
    );
  });

  test('its tracks replace the synthesised ones in the audio drawer and play from this site', async ({
    page,
  }) => {
    const file = join(dir, 'tracks.json');
    await writeFile(file, JSON.stringify([{ name: 'House Intro', category: 'Corporate', src: 'intro.mp3' }]));
    const server = await startExtraServer({ AUDIO_CATALOGUE_FILE: file, AUDIO_CATALOGUE_MODE: 'replace' });
    try {
      await skipWelcomeGuide(page);
      await page.goto(`${server.origin}/#/audios`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      const list = page.getByRole('list', { name: 'Audio tracks' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await list.getByRole('button', { name: 'Play House Intro' }).click();
      const player = page.locator('audio.audio-drawer__player');
      await expect
        .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
        .toBeGreaterThan(0);
      expect(
        await player.evaluate((audio: HTMLAudioElement) => ({
          src: new URL(audio.src).pathname,
          error: audio.error,
        })),
      ).toEqual({ src: expect.stringMatching(/^\/audios\/catalogue\/[a-f0-9]{16}\.mp3$/), error: null });
    } finally {
      await server.stop();
    }
  });
});
