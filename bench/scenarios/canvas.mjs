// The canvas engine in headless Debian Chromium (software rendering): a full redraw and a drag with 500
// mixed objects, and an A3 PNG export with 50. The page (bench/canvas) mounts the real Engine, is built by
// Vite into bench/.out/canvas and served on loopback by Vite's preview server while the scenario runs.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { median, root } from '../lib.mjs';

const configFile = resolve(root, 'bench/canvas/vite.config.mjs');

/**
 * 15 s of a stereo 48 kHz chord (three sines) as a 16-bit WAV: the track of the video figure, written
 * next to the built page so the engine loads it as a site path.
 */
function writeTrack(folder) {
  const rate = 48_000;
  const frames = 15 * rate;
  const wav = Buffer.alloc(44 + frames * 4);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + frames * 4, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(frames * 4, 40);
  for (let frame = 0; frame < frames; frame++) {
    const t = frame / rate;
    const value = [220, 277.18, 329.63].reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) / 4;
    const sample = Math.round(value * 32767);
    wav.writeInt16LE(sample, 44 + frame * 4);
    wav.writeInt16LE(sample, 46 + frame * 4);
  }
  writeFileSync(resolve(folder, 'track.wav'), wav);
}

/** Builds the bench page and serves it on a loopback port; `stop()` closes the server. */
async function servePage() {
  await build({ configFile });
  writeTrack(resolve(root, 'bench/.out/canvas'));
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
 * How the engine is measured: as shipped (drag snapshot, cache canvases fitted to their objects, turned
 * objects composited from bitmaps already turned, objectCaching on), with objectCaching off, as shipped
 * but compositing turned objects as Fabric does (only the full redraw is measured), and as it was before
 * this work (Fabric's 256 px smallest cache canvas, every drag frame a full redraw, no turned bitmaps).
 */
export const CANVAS_VARIANTS = {
  shipped: { objectCaching: true },
  cachingOff: { objectCaching: false },
  noTurnedCache: { objectCaching: true, turnedCache: false, redrawOnly: true },
  before: { objectCaching: true, minCacheSide: 256, dragSnapshot: false, turnedCache: false },
};

/**
 * Measures every canvas figure `runs` times, the variants taking turns within each run so that they
 * share the machine's state, and returns the median of each figure per variant: redraw, drag (frame
 * interval, renderAll time, a frame drawn and read back; with and without the drag snapshot) and export;
 * under `filters`, a real photo's frame after a preset change, a brightness step and a blur step (issue 8);
 * unless `filtersOnly`, the WebM export of a 15 s story (issue 10; `videoOnly`: that figure alone). `samples`
 * holds every run's value of each figure.
 */
export async function canvasBench(runs, { filtersOnly = false, videoOnly = false } = {}) {
  const page$ = await servePage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const samples = {};
  let codec = null;
  const keep = (variant, name, value) => ((samples[variant] ??= {})[name] ??= []).push(value);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(page$.url);
    await page.waitForFunction(() => window.benchCanvas !== undefined);
    const call = (name, ...args) => page.evaluate(([n, a]) => window.benchCanvas[n](...a), [name, args]);
    for (let run = 0; run < runs; run++) {
      for (const [variant, { redrawOnly, ...options }] of filtersOnly || videoOnly
        ? []
        : Object.entries(CANVAS_VARIANTS)) {
        if (redrawOnly) {
          await call('setup', 500, options);
          keep(variant, 'redraw', (await call('redraw', 10)).medianMs);
          continue;
        }
        const drags = options.dragSnapshot === false ? [false] : [false, true];
        for (const dragSnapshot of drags) {
          const setup = await call('setup', 500, { ...options, dragSnapshot });
          if (dragSnapshot && !setup.hasDragSnapshot) continue;
          if (!dragSnapshot) {
            const redraw = await call('redraw', 10);
            keep(variant, 'redraw', redraw.medianMs);
            keep(variant, 'first redraw', redraw.firstMs);
            keep(variant, 'reselect', (await call('reselect', 10, true)).medianMs);
            keep(variant, 'reselect, full redraw', (await call('reselect', 10, false)).medianMs);
          }
          const drag = await call('drag', 2000);
          const how = dragSnapshot ? 'snapshot' : 'full redraw';
          keep(variant, `drag frame, ${how}`, drag.medianFrameMs);
          keep(variant, `drag renderAll, ${how}`, drag.medianRenderMs);
          keep(variant, `drag rasterised, ${how}`, drag.medianRasterisedMs);
        }
        keep(variant, 'export', (await call('exportA3', 50, 5, options)).medianMs);
      }
      if (!filtersOnly) {
        const video = await call('videoExport', 1);
        keep('video', 'export', video.medianMs);
        keep('video', 'bytes', video.bytes);
        codec = video.codec;
        // Issue 22: the MP4 the browser makes, at the layout's size and at Instagram's 1080 × 1920.
        for (const resolution of ['layout', 'instagram']) {
          const mp4 = await call('videoExport', 1, { container: 'mp4', resolution });
          keep(`video mp4 ${resolution}`, 'export', mp4.medianMs);
          keep(`video mp4 ${resolution}`, 'bytes', mp4.bytes);
          keep(`video mp4 ${resolution}`, 'codec', mp4.codec);
        }
      }
      if (videoOnly) continue;
      const filters = await call('filterPhoto', 10);
      keep('filters', 'preset', filters.presetMs);
      keep('filters', 'brightness', filters.brightnessMs);
      keep('filters', 'blur', filters.blurMs);
      keep('filters', 'full', filters.fullMs);
      keep('filters', 'stock preset', filters.stockPresetMs);
      keep('filters', 'stock brightness', filters.stockBrightnessMs);
    }
  } finally {
    await browser.close();
    await page$.stop();
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([variant, figures]) => [
      variant,
      Object.fromEntries(Object.entries(figures).map(([name, values]) => [name, median(values)])),
    ]),
  );
  return { ...medians, codec, samples };
}
