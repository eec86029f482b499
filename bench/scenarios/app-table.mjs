// Issue 22's table: figure | Polotno | Lienzo | budget | cause. Each cell the median of the runs with their
// min–max; a Lienzo figure over its budget gets the top self-time functions of a profiled run as its cause.
import { median } from '../lib.mjs';
import { spread } from '../report.mjs';
import { causeCell } from './app-profile.mjs';
import { SAVED_TEXT } from './app-lienzo.mjs';

const KB = { digits: 0, unit: ' KB' };
const MS = { digits: 0, unit: ' ms' };
const FRAME = { digits: 1, unit: ' ms' };

/** Each budget as a check of the Lienzo medians (`l`) against Polotno's (`p`, null when not measured). */
const BUDGETS = {
  firstMs: (l, p) => l.firstMs > 700 || (p !== null && l.firstMs > 0.5 * p.firstMs),
  jsGzipKB: (l) => l.jsGzipKB > 250,
  jsSentKB: (l) => l.jsCompressed < l.jsFiles,
  transferredKB: (l) => l.transferredKB > 1024,
  openMs: (l) => l.openMs > 1500,
  redrawFitted: (l) => l.redrawFitted > 20,
  redrawAtOne: (l) => l.redrawAtOne > 20,
  dragMedian: (l) => l.dragMedian > 16.7 + 0.5,
  dragP95: (l) => l.dragP95 > 16.7 + 0.5,
  blockedAfterUp: (l) => l.blockedAfterUp > 50 || l.longestAfter > 50,
  a3EngineMs: (l) => l.a3EngineMs > 120,
  videoEngineMs: (l) => l.videoEngineMs > 1500,
  videoSaveMs: (l) => l.videoSaveMs > 3000,
};

/** The median of every numeric figure over `runs`. */
function medians(runs) {
  if (!runs.length) return null;
  const keys = new Set(runs.flatMap((run) => Object.keys(run).filter((key) => typeof run[key] === 'number')));
  const numbers = (key) => runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
  return Object.fromEntries([...keys].map((key) => [key, median(numbers(key))]));
}

/** The names of the Lienzo figures over budget. */
export function overBudget(lienzo, polotno) {
  const l = medians(lienzo);
  const p = medians(polotno);
  return new Set(Object.keys(BUDGETS).filter((key) => l && BUDGETS[key](l, p)));
}

/** The median and min–max of `key` over the runs that have it; '–' when none has. */
function cell(runs, key, format) {
  const values = runs
    .map((run) => run[key])
    .filter((value) => typeof value === 'number' && Number.isFinite(value));
  return values.length ? spread(values, format) : '–';
}

/** Where the transfer goes: the three largest requests of the first run. */
function largestCell(runs) {
  const [first] = runs;
  return (first?.largest ?? [])
    .map(({ name, KB: size, encoding }) => `${name} ${size.toFixed(0)} KB (${encoding})`)
    .join(', ');
}

/** The table rows (markdown) for `samples` of both editors, with `causes` of the figures over budget. */
export function appRows({ samples, causes, over, polotno }) {
  const L = samples.lienzo;
  const P = samples.polotno;
  const none = polotno ? '–' : 'not measured';
  const both = (key, format) => [P.length ? cell(P, key, format) : none, cell(L, key, format)];
  const mark = (key) => (over.has(key) ? ' ✗' : '');
  const because = (key, fallback = '') => (over.has(key) ? causeCell(causes[key]) || fallback : '');
  const rows = [];
  const row = (figure, [p, l], budget, cause = '') =>
    rows.push(`| ${figure} | ${p} | ${l} | ${budget} | ${cause} |`);
  const l = medians(L) ?? {};

  row(
    'first visit: navigation → editor ready (first frame after the ready mark)',
    [
      both('firstMs', MS)[0],
      `${cell(L, 'firstMs', MS)} (ready mark ${cell(L, 'firstMarkMs', MS)})${mark('firstMs')}`,
    ],
    '≤ 0.5 × Polotno and ≤ 700 ms',
    because('firstMs'),
  );
  row('repeat visit (same context, cache warm): navigation → editor ready', both('repeatMs', MS), '');
  row(
    'JS needed before ready: gzip size of the scripts loaded before ready',
    [both('jsGzipKB', KB)[0], `${cell(L, 'jsGzipKB', KB)} in ${l.jsFiles ?? '–'} files${mark('jsGzipKB')}`],
    '≤ 250 KB',
    over.has('jsGzipKB') ? `${l.jsFiles} scripts before ready` : '',
  );
  row(
    'those scripts as really sent (CDP encodedDataLength)',
    [
      both('jsSentKB', KB)[0],
      `${cell(L, 'jsSentKB', KB)}, ${l.jsCompressed ?? 0} of ${l.jsFiles ?? 0} compressed${mark('jsSentKB')}`,
    ],
    'everything sent compressed',
    over.has('jsSentKB') ? 'the server sends the scripts without content-encoding' : '',
  );
  row(
    'everything transferred until ready (first visit; repeat visit)',
    [
      P.length ? `${cell(P, 'transferredKB', KB)}; ${cell(P, 'repeatTransferredKB', KB)}` : none,
      `${cell(L, 'transferredKB', KB)}; ${cell(L, 'repeatTransferredKB', KB)}${mark('transferredKB')}`,
    ],
    '≤ 1 MB',
    over.has('transferredKB') || over.has('jsSentKB') ? `largest: ${largestCell(L)}` : '',
  );
  row(
    'open a saved 500-object design from the gallery → drawn (Polotno: loadJSON → drawn)',
    [both('openMs', MS)[0], `${cell(L, 'openMs', MS)}${mark('openMs')}`],
    '≤ 1500 ms',
    because('openMs'),
  );
  row(
    '500 objects: full redraw at the fitted zoom, read back',
    [
      `${both('redrawFitted', FRAME)[0]}${P.length ? ` at ${(medians(P).fittedZoom * 100).toFixed(0)} %` : ''}`,
      `${cell(L, 'redrawFitted', FRAME)} at ${((l.fittedZoom ?? 0) * 100).toFixed(0)} %${mark('redrawFitted')}`,
    ],
    '≤ 20 ms',
    because('redrawFitted'),
  );
  row(
    '500 objects: full redraw at zoom 1, read back',
    [both('redrawAtOne', FRAME)[0], `${cell(L, 'redrawAtOne', FRAME)}${mark('redrawAtOne')}`],
    '≤ 20 ms',
    because('redrawAtOne'),
  );
  row(
    'drag one of 500 with real pointer input (CDP): median / p95 frame interval, press included',
    [
      P.length ? `${cell(P, 'dragMedian', FRAME)} / ${cell(P, 'dragP95', FRAME)}` : none,
      `${cell(L, 'dragMedian', FRAME)} / ${cell(L, 'dragP95', FRAME)}${mark('dragMedian') || mark('dragP95')}`,
    ],
    '16.7 / 16.7 ms',
    over.has('dragMedian') || over.has('dragP95') ? causeCell(causes.dragMedian) : '',
  );
  row(
    'main thread blocked after the drag ends (pointerup → next frame); long tasks after it: count, longest',
    [
      P.length
        ? `${cell(P, 'blockedAfterUp', MS)}; ${cell(P, 'longTasksAfter', { digits: 0, unit: '' })}, ${cell(P, 'longestAfter', MS)}`
        : none,
      `${cell(L, 'blockedAfterUp', MS)}; ${cell(L, 'longTasksAfter', { digits: 0, unit: '' })}, ${cell(L, 'longestAfter', MS)}${mark('blockedAfterUp')}`,
    ],
    '≤ 50 ms; no task over 50 ms',
    over.has('blockedAfterUp') && !over.has('dragMedian') && !over.has('dragP95')
      ? causeCell(causes.blockedAfterUp)
      : over.has('blockedAfterUp')
        ? 'as the drag'
        : '',
  );
  row(
    'A3 PNG export, 50 objects: engine alone (Lienzo exportFirstPage in a UI save; Polotno store.toDataURL)',
    [both('a3EngineMs', MS)[0], `${cell(L, 'a3EngineMs', MS)}${mark('a3EngineMs')}`],
    '≤ 120 ms',
    because('a3EngineMs'),
  );
  row(`A3 PNG, 50 objects: Save → "${SAVED_TEXT}" in the UI`, ['–', cell(L, 'a3SaveMs', MS)], '');
  row(
    '15 s 540×960 story video, 10 animated objects + track: engine alone (exportVideo)',
    ['–', `${cell(L, 'videoEngineMs', MS)}${mark('videoEngineMs')}`],
    '≤ 1.5 s',
    because('videoEngineMs'),
  );
  row(
    `the same video: Save → "${SAVED_TEXT}" in the UI`,
    ['–', `${cell(L, 'videoSaveMs', MS)}${mark('videoSaveMs')}`],
    '≤ 3 s',
    over.has('videoSaveMs') ? causeCell(causes.videoEngineMs) || 'the recording' : '',
  );
  return rows;
}
