// `npm run bench`: measures the built product against the budgets of DESIGN.md §8 and prints a Markdown
// table (numbers, not pass/fail). Medians of several runs; copy the table into bench/RESULTS.md.
// `npm run bench -- canvas` measures only the canvas engine (no product build, no server); `-- api` only the API;
// `-- filters` only the image filter figures of the canvas engine; `-- video` only the video export.
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { postgresUnavailable, root, startServer } from './lib.mjs';
import { firstLoadJs } from './scenarios/first-load.mjs';
import { editorReady } from './scenarios/editor-ready.mjs';
import { apiSave } from './scenarios/api-save.mjs';
import { prepareGallery } from './scenarios/api-gallery.mjs';
import { canvasBench } from './scenarios/canvas.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const videoOnly = process.argv.includes('video');
const canvasOnly = process.argv.includes('canvas') || process.argv.includes('filters') || videoOnly;
const apiOnly = process.argv.includes('api');
const filtersOnly = process.argv.includes('filters');
if (!canvasOnly) execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .toString()
  .trim();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`;
const rows = [];
const row = (scenario, value, budget) => rows.push(`| ${scenario} | ${value} | ${budget} |`);
const ms = (value) => `${value.toFixed(1)} ms`;

/** Runs a load scenario RUNS times and keeps the run with the median throughput. */
async function medianRun(scenario) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await scenario());
  return runs.sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)];
}

/** Rows of the canvas engine: as shipped, next to objectCaching off and to before, measured in the same runs. */
async function canvasRows() {
  const { shipped, cachingOff, noTurnedCache, before, filters, video, codec } = await canvasBench(RUNS, {
    filtersOnly,
    videoOnly,
  });
  if (video) {
    const seconds = video.export / 1000;
    row(
      'video export, 15 s story 540×960 @30 fps, 10 animated objects + 15 s audio (WebM)',
      `${seconds.toFixed(2)} s (${(15 / seconds).toFixed(1)}× faster than real time; ${codec}, ${(video.bytes / 1e6).toFixed(1)} MB)`,
      '≤ 4 s',
    );
  }
  if (videoOnly) return;
  const photo = 'Instagram portrait 1080×1350 covered by a 1065×1600 JPEG';
  const stock = (value, baseline) => `${ms(value)} (Fabric's own filters: ${ms(baseline)})`;
  row(
    `${photo}: filter preset change, drawn and read back`,
    stock(filters.preset, filters['stock preset']),
    '≤ 16.7 ms',
  );
  row(
    `${photo}: brightness slider step, drawn and read back`,
    stock(filters.brightness, filters['stock brightness']),
    '≤ 16.7 ms',
  );
  row(`${photo}: blur slider set to values across 1–100, drawn and read back`, ms(filters.blur), '≤ 16.7 ms');
  row(`${photo}: the full-size frame once an edit settles (150 ms after it)`, ms(filters.full), '');
  if (filtersOnly) return;
  const vs = (value, baseline) =>
    `${ms(value)} (before: ${ms(baseline)}, ${(baseline / value).toFixed(1)}× faster now)`;
  const objects = '500 mixed objects';
  row(
    `${objects}: one full redraw, read back`,
    `${vs(shipped.redraw, before.redraw)}; turned objects composited as Fabric does: ${ms(noTurnedCache.redraw)}`,
    '≤ 15 ms',
  );
  row(
    `${objects}: redraw with nothing changed (another object selected), read back`,
    `${ms(shipped.reselect)} (drawing every object: ${ms(shipped['reselect, full redraw'])})`,
    '≤ 15 ms',
  );
  row(
    `${objects}: the first full redraw after the turned objects' bitmaps were forgotten, read back`,
    ms(shipped['first redraw']),
    '≤ 15 ms',
  );
  row(
    `${objects}: drag one, median frame interval`,
    `${ms(shipped['drag frame, snapshot'])}, renderAll ${ms(shipped['drag renderAll, snapshot'])}/frame ` +
      `(before: ${ms(before['drag frame, full redraw'])}, renderAll ${ms(before['drag renderAll, full redraw'])})`,
    '≤ 16.7 ms',
  );
  row(
    `${objects}: one drag frame drawn and read back`,
    vs(shipped['drag rasterised, snapshot'], before['drag rasterised, full redraw']),
    '≤ 16.7 ms',
  );
  row('A3 (1754×2480) PNG export, 50 objects', vs(shipped.export, before.export), '≤ 200 ms');
  row(
    `${objects}, objectCaching off: full redraw / drag frame interval / drag frame read back / A3 export`,
    [
      cachingOff.redraw,
      cachingOff['drag frame, snapshot'],
      cachingOff['drag rasterised, snapshot'],
      cachingOff.export,
    ]
      .map(ms)
      .join(' / '),
    '(the engine keeps it on)',
  );
  row(
    `${objects}, as shipped but without the drag snapshot: drag frame interval / drag frame read back`,
    `${ms(shipped['drag frame, full redraw'])} / ${ms(shipped['drag rasterised, full redraw'])}`,
    '≤ 16.7 ms',
  );
}

const freePort = () => 8300 + Math.floor(Math.random() * 500);

async function productRows() {
  const js = firstLoadJs();
  row('first-load JS (gzip)', `${js.gzipKB.toFixed(1)} KB in ${js.files} file(s)`, '≤ 300 KB');
  const server = await startServer(freePort());
  try {
    const ready = await editorReady(server.url, Math.max(RUNS, 5));
    row('editor ready (navigation → canvas interactive)', ms(ready.medianMs), '≤ 700 ms');
  } finally {
    await server.stop();
  }
}

/** Save and gallery figures on one database engine and number of workers, on a fresh server and database. */
async function apiRows(engine, workers) {
  const server = await startServer(freePort(), { postgres: engine === 'PostgreSQL', workers });
  const setup = `${engine}, ${workers === 1 ? '1 process' : `WORKERS=${workers}`}`;
  try {
    for (const connections of [10, 50]) {
      const save = await medianRun(() => apiSave(server.url, 1500, connections));
      row(
        `${setup}: API save (${save.editorKB.toFixed(0)} KB JSON + ${save.pngKB.toFixed(0)} KB PNG), ${connections} in flight`,
        `${save.perSecond.toFixed(0)} saves/s, p50 ${ms(save.p50)}, p99 ${ms(save.p99)}, ${save.failures} failed`,
        '≥ 150 saves/s, p99 ≤ 100 ms',
      );
    }
    const designs = 100_000;
    const galleryLoad = await prepareGallery(server, designs);
    const gallery = await medianRun(() => galleryLoad(50));
    row(
      `${setup}: API gallery page of 20 from ${designs.toLocaleString('en')} designs (pages 1–200 by cursor), 50 in flight`,
      `${gallery.perSecond.toFixed(0)} pages/s, p50 ${ms(gallery.p50)}, p99 ${ms(gallery.p99)}, ${gallery.failures} failed`,
      'p99 ≤ 20 ms',
    );
  } finally {
    await server.stop();
  }
}

/** The shipped default (one process), then one worker per core of this machine. */
async function allApiRows() {
  const perCore = Math.max(2, cpus().length);
  await apiRows('SQLite', 1);
  await apiRows('SQLite', perCore);
  const unavailable = await postgresUnavailable();
  if (unavailable) row('PostgreSQL: API save and gallery', `not measured: ${unavailable}`, '');
  else {
    await apiRows('PostgreSQL', 1);
    await apiRows('PostgreSQL', perCore);
  }
}

if (!canvasOnly && !apiOnly) await productRows();
if (!canvasOnly) await allApiRows();
if (!apiOnly) await canvasRows();

console.log(
  `\nMachine: ${machine}. Medians of ${RUNS} runs (editor ready: median of ${Math.max(RUNS, 5)}; canvas: ` +
    `each run a median of 10 redraws, a 2 s drag, 5 exports).\n`,
);
console.log('| scenario | measured | budget |\n| --- | --- | --- |');
console.log(rows.join('\n'));
