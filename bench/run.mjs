// `npm run bench`: measures the built product against the budgets of DESIGN.md §8 and prints a Markdown
// table (numbers, not pass/fail). Medians of several runs; copy the table into bench/RESULTS.md.
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { median, root, startServer } from './lib.mjs';
import { firstLoadJs } from './scenarios/first-load.mjs';
import { editorReady } from './scenarios/editor-ready.mjs';
import { apiSave } from './scenarios/api-save.mjs';
import { apiGallery } from './scenarios/api-gallery.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const chromiumVersion = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'])
  .toString()
  .trim();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion}`;
const rows = [];
const row = (scenario, value, budget) => rows.push(`| ${scenario} | ${value} | ${budget} |`);

const js = firstLoadJs();
row('first-load JS (gzip)', `${js.gzipKB.toFixed(1)} KB in ${js.files} files`, '≤ 300 KB');

const server = await startServer(8300 + Math.floor(Math.random() * 500));
try {
  const ready = await editorReady(server.url, Math.max(RUNS, 5));
  row('editor ready (navigation → canvas interactive)', `${ready.medianMs.toFixed(0)} ms`, '≤ 700 ms');

  const saves = [];
  for (let run = 0; run < RUNS; run++) saves.push(await apiSave(server.url, 1500, 50));
  const save = saves.sort((a, b) => a.savesPerSecond - b.savesPerSecond)[Math.floor(RUNS / 2)];
  row(
    `API save (${save.editorKB.toFixed(0)} KB JSON + ${save.pngKB.toFixed(0)} KB PNG), 50 in flight`,
    `${save.savesPerSecond.toFixed(0)} saves/s, p50 ${save.p50.toFixed(1)} ms, p99 ${save.p99.toFixed(1)} ms, ${save.failures} failed`,
    '≥ 150 saves/s, p99 ≤ 100 ms',
  );

  const gallery = await apiGallery(server, 100_000, RUNS);
  row(
    `API gallery page of 20 from ${gallery.designs.toLocaleString('en')} designs, 50 in flight`,
    `p50 ${median(gallery.p50s).toFixed(2)} ms, p99 ${median(gallery.p99s).toFixed(2)} ms, ${gallery.failures} failed`,
    'p99 ≤ 20 ms',
  );
} finally {
  await server.stop();
}

console.log(`\nMachine: ${machine}. Medians of ${RUNS} runs (editor ready: ${Math.max(RUNS, 5)}).\n`);
console.log('| scenario | measured | budget |\n| --- | --- | --- |');
console.log(rows.join('\n'));
