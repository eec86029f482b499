// A message posted to '*' can be read by whatever page frames or opened the editor, so nothing in the
// repository may send one (docs/EMBED.md: answers go to the host's own origin only).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps', 'packages', 'e2e', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', '.test-data', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:[cm]?[jt]sx?|html)$/;
const THIS_FILE = fileURLToPath(import.meta.url);

/** The text between the parentheses of a call that starts at `open`, strings and nesting respected. */
function argumentsOf(text: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** Every `postMessage(…)` call in `text` whose arguments name the '*' target, as "line: call". */
function wildcardPostMessages(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bpostMessage\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = argumentsOf(text, open);
    if (/(['"`])\*\1/.test(args)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${line}: postMessage(${args.replace(/\s+/g, ' ').slice(0, 120)})`);
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe("postMessage to '*'", () => {
  it('is recognised however the call is written', () => {
    expect(wildcardPostMessages("window.parent.postMessage(message, '*');")).toHaveLength(1);
    expect(wildcardPostMessages('parent.postMessage(\n  { type: "app.ready" },\n  "*",\n);')).toHaveLength(1);
    expect(wildcardPostMessages('frame.postMessage(data, { targetOrigin: `*` })')).toHaveLength(1);
    expect(wildcardPostMessages('top.postMessage(f(a, (b)), "*")')).toEqual([
      '1: postMessage(f(a, (b)), "*")',
    ]);
    expect(wildcardPostMessages('window.parent.postMessage(message, hostOrigin);')).toEqual([]);
    expect(wildcardPostMessages("port.postMessage({ note: 'a * b' }, origin)")).toEqual([]);
  });

  it('occurs nowhere in the apps, packages, e2e tests or scripts', () => {
    const files = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder))).filter(
      (file) => file !== THIS_FILE,
    );
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.endsWith(join('embed', 'hostChannel.ts')))).toBe(true);
    const offenders = files.flatMap((file) =>
      wildcardPostMessages(readFileSync(file, 'utf8')).map((call) => `${relative(ROOT, file)}:${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
