// Issue 22's Save → ready figure, measured in the built app as a user meets it: a signed-in user's 15 s
// 540 × 960 story with 10 animated objects (entering one a second, each effect in turn, some leaving) and a
// catalogue track, in video mode; one nudge of an object, then the header's Save until 'Your design is ready!'.
// Then the same with the nudge taken back (the frames unchanged since the last save): nothing is recorded.
import { chromium } from 'playwright';
import { median } from '../lib.mjs';

const EFFECTS = ['fade', 'left', 'right', 'zoom'];
const COLOURS = ['#e63946', '#1d3557', '#2a9d8f', '#f4a261', '#6a4c93'];

/** The story's document: texts and boxes of text background, animated as the engine figure's are. */
function storyDocument() {
  const objects = Array.from({ length: 10 }, (_, index) => ({
    id: `bench-${index}`,
    type: 'pz-text',
    text: `Bench word ${index}`,
    fontSize: 28 + (index % 3) * 6,
    fontFamily: 'Open Sans',
    fill: COLOURS[index % COLOURS.length],
    textBackgroundColor: index % 2 ? '#ffffff' : '',
    left: 40 + (index % 3) * 140,
    top: 60 + index * 85,
    width: 220,
    height: 70,
    angle: index % 4 === 0 ? 10 : 0,
    animationStart: index,
    animationEnd: index % 3 === 2 ? index + 4 : null,
    animationEffect: EFFECTS[index % EFFECTS.length],
  }));
  return {
    version: 1,
    layout: { key: 'instagram.story', width: 540, height: 960, name: 'Story' },
    viewport: { width: 540, height: 960, scale: 0.5 },
    background: { color: '#fdf6e3', image: null },
    timeline: { duration: 15, audio: { name: 'Amp Thunder', src: '/audios/amp-thunder.wav' } },
    objects,
  };
}

/** Signs up in the page (the API, as the sign-up form does) and stores the story as a video design. */
async function storyOf(page) {
  return page.evaluate(async (editor) => {
    const token = () => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const post = async (path, body) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token() },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()).data;
    };
    const email = `bench.${Date.now()}.${Math.random().toString(16).slice(2)}@example.com`;
    await post('/api/auth/signup', { name: 'Bench', email, password: 'bench-password' });
    const canvas = Object.assign(document.createElement('canvas'), { width: 540, height: 960 });
    const saved = await post('/api/save', {
      image: canvas.toDataURL('image/png'),
      layout: 'instagram.story',
      width: 540,
      height: 960,
      editor,
      app_version: '1.0',
      title: 'Bench story',
      post_type: 'video',
    });
    return saved.hash;
  }, storyDocument());
}

/** Save → 'Your design is ready!' in ms, after a nudge right (`back`: and left again, nothing changed). */
async function timedSave(page, back) {
  const layers = page.getByRole('list', { name: 'Layers', exact: true });
  await layers.getByRole('button', { name: 'Bench word 3', exact: true }).click();
  await page.locator('canvas').last().focus();
  await page.keyboard.press('ArrowRight');
  if (back) await page.keyboard.press('ArrowLeft');
  const sent = [];
  const listen = (request) => sent.push(new URL(request.url()).pathname);
  page.on('request', listen);
  await page.evaluate(() => {
    const steps = [];
    window.benchSteps = steps;
    new MutationObserver(() => {
      const step = document.querySelector('[role="progressbar"][data-step]')?.getAttribute('data-step');
      if (step && steps.at(-1)?.step !== step) steps.push({ step, at: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const start = Date.now();
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Your design is ready!').waitFor({ timeout: 120_000 });
  const ms = Date.now() - start;
  // When each step began, in ms after the click (1 image saved, 2 recording, 3 upload, done).
  const steps = await page.evaluate(
    (from) => window.benchSteps.map(({ step, at }) => `${step}@${Math.round(at - from)}`).join(' '),
    clicked,
  );
  if (process.env.BENCH_VERBOSE) console.log(`save ${back ? 'unchanged' : 'changed'}: ${ms} ms; ${steps}`);
  page.off('request', listen);
  await page.keyboard.press('Escape');
  return { ms, video: sent.includes('/api/editor/saveVideo') };
}

export async function saveVideoBench(url, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const recorded = [];
  const reused = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    const page = await context.newPage();
    await page.goto(`${url}/#/templates`);
    const hash = await storyOf(page);
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/#/design/${hash}`);
      await page.reload();
      await page
        .getByRole('list', { name: 'Layers', exact: true })
        .getByRole('button', { name: 'Bench word 3', exact: true })
        .waitFor();
      const first = await timedSave(page, false);
      if (!first.video) throw new Error('a changed video design was saved without its video');
      recorded.push(first.ms);
      // Reloaded, so that the nudge is made on the design as loaded, not on the one still shown meanwhile.
      await page.goto(`${url}/#/design/${hash}`);
      await page.reload();
      await page
        .getByRole('list', { name: 'Layers', exact: true })
        .getByRole('button', { name: 'Bench word 3', exact: true })
        .waitFor();
      const again = await timedSave(page, true);
      if (again.video) throw new Error('an unchanged video design sent its video again');
      reused.push(again.ms);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return {
    recorded: { medianMs: median(recorded), runs: recorded },
    reused: { medianMs: median(reused), runs: reused },
  };
}
