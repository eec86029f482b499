// The canvas engine in headless Debian Chromium (software rendering): a full redraw and a drag with 500
// mixed objects, and an A3 PNG export with 50. The page (bench/canvas) mounts the real Engine, is built by
// Vite into bench/.out/canvas and served on loopback by Vite's preview server while the scenario runs.
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { median, root } from '../lib.mjs';

const configFile = resolve(root, 'bench/canvas/vite.config.mjs');

/** Builds the bench page and serves it on a loopback port; `stop()` closes the server. */
async function servePage() {
  await build({ configFile });
  const server = await preview({
    configFile,
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  return {
    url: `http://127.0.0.1:${address.port}/index.html`,
    stop: () => server.close(),
  };
}

/**
 * Measures every canvas figure `runs` times, alternating the variants within each run so that they share
 * the machine's state, and returns the medians: the shipped engine (drag snapshot on, Fabric objectCaching
 * as the engine sets it) next to the baselines it is compared with.
 */
export async function canvasBench(runs) {
  const page$ = await servePage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const samples = {};
  const keep = (name, value) => (samples[name] ??= []).push(value);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(page$.url);
    await page.waitForFunction(() => window.benchCanvas !== undefined);
    const call = (name, ...args) => page.evaluate(([n, a]) => window.benchCanvas[n](...a), [name, args]);
    for (let run = 0; run < runs; run++) {
      for (const objectCaching of [true, false]) {
        const tag = objectCaching ? 'caching on' : 'caching off';
        await call('setup', 500, { objectCaching, dragSnapshot: false });
        keep(`redraw ${tag}`, (await call('redraw', 10)).medianMs);
        const naive = await call('drag', 2000);
        keep(`drag frame ${tag}, full redraw`, naive.medianFrameMs);
        keep(`drag render ${tag}, full redraw`, naive.medianRenderMs);
        const setup = await call('setup', 500, { objectCaching, dragSnapshot: true });
        if (setup.hasDragSnapshot) {
          const fast = await call('drag', 2000);
          keep(`drag frame ${tag}, snapshot`, fast.medianFrameMs);
          keep(`drag render ${tag}, snapshot`, fast.medianRenderMs);
        }
        keep(`export ${tag}`, (await call('exportA3', 50, 5, { objectCaching })).medianMs);
      }
    }
  } finally {
    await browser.close();
    await page$.stop();
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
}
