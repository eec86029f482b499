// How the bench reports: each figure as the median of its runs with their min–max, and a dated section appended
// to bench/RESULTS.md (or BENCH_RESULTS) under the history already there.
import { appendFileSync } from 'node:fs';
import { median } from './lib.mjs';

/** `value` with `digits` decimals and `unit` ('ms', ' saves/s', …). */
const shown = (value, digits, unit) => `${value.toFixed(digits)}${unit}`;

/** The median of `values`, then their range when the runs differ: `42 ms (40–47)`. */
export function spread(values, { digits = 1, unit = ' ms' } = {}) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = shown(median(values), digits, unit);
  if (values.length < 2 || low.toFixed(digits) === high.toFixed(digits)) return middle;
  return `${middle} (${low.toFixed(digits)}–${high.toFixed(digits)})`;
}

/**
 * The runs of a load figure as one cell: throughput (of `unit`; none for a fixed rate, where it is the rate
 * sent), p50, p99, p99.9 and what failed, over every run.
 */
export function loadCell(runs, unit = null) {
  const of = (key) => runs.map((run) => run[key]);
  const sum = (key) => of(key).reduce((total, value) => total + value, 0);
  return [
    ...(unit ? [spread(of('perSecond'), { digits: 0, unit: ` ${unit}/s` })] : []),
    `p50 ${spread(of('p50'))}`,
    `p99 ${spread(of('p99'))}`,
    `p99.9 ${spread(of('p999'))}`,
    `${sum('errors')} errors, ${sum('non2xx')} non-2xx of ${sum('requests')}`,
  ].join(', ');
}

/** Appends `## {date} — {title}`, the machine line, notes and the table to `file`; returns the section. */
export function appendResults(
  file,
  {
    title,
    machine,
    notes,
    rows,
    header = ['scenario', 'measured (median of the runs, min–max in brackets)', 'budget (DESIGN.md §8)'],
  },
) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const section = [
    '',
    `## ${date} UTC — ${title}`,
    '',
    `Machine: ${machine}.`,
    ...(notes.length ? ['', ...notes] : []),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- |').join('')}`,
    ...rows,
    '',
  ].join('\n');
  appendFileSync(file, section);
  return section;
}
