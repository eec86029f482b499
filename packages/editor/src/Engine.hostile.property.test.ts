// Issue 12: the documents of core's proof tests (valid ones, and hostile JSON and in-process values) opened
// by the real Engine on a real canvas in Chromium, through `engine.load`, the call the web app opens a saved
// design, a template and a draft with; then drawn and exported as a PNG (in the short run, up to
// SHORT_RUN_EXPORT_AREA pixels).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { designDocumentSchema, restore, type DesignDocument } from '@lienzo/core';
import {
  assertAsyncProperty,
  describeRuns,
  hostileDocument,
  PROOF_TIMEOUT_MS,
  proofRuns,
  type ProofRuns,
  PWNED_FLAG,
  validDocumentArbitrary,
} from '@lienzo/core/testing';
import { NOT_A_DOCUMENT_WARNING, type Engine } from './Engine';
import { ExportTooLargeError } from './fabric/ExportTooLargeError';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { watchPage } from './test/pageWatch';
import { pngSize } from './test/pngSize';

afterEach(disposeEngines);

// Short in every run of the suite; PROOF_LONG=1 for the long run, PROOF_SEED=n to replay one.
const valid = proofRuns(8, 200);
const hostile = proofRuns(12, 600);

/** The most pixels Chromium draws on one canvas; a larger export is refused. */
const CANVAS_AREA_LIMIT = 16_384 * 16_384;

/**
 * The most pixels a short run encodes in one export. An export costs as many pixels as it has, and the generated
 * layouts reach 20,000 × 20,000: in `npm test` the hostile property spent 38 of its 61 s encoding PNGs of 20 to
 * 254 megapixels. A larger layout is still loaded and drawn on screen, and one past the canvas limit must still
 * be refused; the long run (PROOF_LONG=1) exports every size, and Engine.extremeNumbers.test.ts exports one
 * 16,384 pixels wide and refuses 20,000 × 20,000 in every run.
 */
const SHORT_RUN_EXPORT_AREA = 4_096 * 4_096;

/**
 * Loads, waits for its pictures, exports: what opening a design and downloading it does. A layout with more
 * pixels than a canvas can hold is refused with an ExportTooLargeError.
 */
async function openAndExport(engine: Engine, input: unknown, runs: ProofRuns) {
  const result = await engine.load(input);
  // What the engine holds is what it read, before any picture arrives (or is found missing and dropped).
  expect(engine.toDocument()).toEqual(result.document);
  await engine.whenIdle();
  const { width, height } = engine.toDocument().layout;
  if (width * height > CANVAS_AREA_LIMIT) expect(() => engine.exportPng()).toThrow(ExportTooLargeError);
  else if (runs.long || width * height <= SHORT_RUN_EXPORT_AREA)
    expect(pngSize(engine.exportPng())).toEqual({ width, height });
  return result;
}

/** The engine holds a valid document in its stored form: loading it again changes nothing. */
function expectStoredForm(document: DesignDocument): void {
  expect(designDocumentSchema.safeParse(document).success).toBe(true);
  const stored = JSON.parse(JSON.stringify(document)) as unknown;
  expect(restore(stored, { siteOrigins: [location.origin] })).toEqual({ document: stored, warnings: [] });
}

/** Runs `property` on a freshly mounted engine while the page is watched; the watch stops afterwards. */
async function onWatchedEngine(
  property: (engine: Engine, page: ReturnType<typeof watchPage>) => Promise<unknown>,
): Promise<void> {
  const { engine } = await mountEngine();
  const page = watchPage();
  try {
    await property(engine, page);
  } finally {
    page.stop();
  }
}

describe('the Engine opening generated documents on a real canvas', () => {
  it(
    `opens a valid document as it is, draws and exports it (${describeRuns(valid)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () =>
      onWatchedEngine((engine, page) =>
        assertAsyncProperty(
          fc.asyncProperty(validDocumentArbitrary, async (document) => {
            const stored = JSON.parse(JSON.stringify(document)) as unknown;
            const result = await openAndExport(engine, stored, valid);
            expect(result).toEqual({ document, warnings: [] });
            expectStoredForm(engine.toDocument());
            page.expectUntouched();
          }),
          valid,
        ),
      ),
  );

  it(
    `opens hostile input without throwing, running script, adding elements or polluting a prototype (${describeRuns(hostile)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () =>
      onWatchedEngine((engine, page) =>
        assertAsyncProperty(
          fc.asyncProperty(hostileDocument, async (input) => {
            const before = engine.toDocument();
            const { warnings } = await openAndExport(engine, input, hostile);
            expect(warnings.every((warning) => typeof warning === 'string' && warning.length > 0)).toBe(true);
            const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
            // Input that is no document at all is refused with a clear warning; the design stays as it was.
            if (!isObject) {
              expect(warnings).toEqual([NOT_A_DOCUMENT_WARNING]);
              expect(engine.toDocument()).toEqual(before);
            }
            expectStoredForm(engine.toDocument());
            page.expectUntouched();
          }),
          hostile,
        ),
      ),
  );

  it('the page watch sees a script run, an element added and removed, and a polluted prototype', () => {
    const scenarios: [RegExp, () => void, () => void][] = [
      [
        new RegExp(PWNED_FLAG),
        () => ((globalThis as Record<string, unknown>)[PWNED_FLAG] = 1),
        () => delete (globalThis as Record<string, unknown>)[PWNED_FLAG],
      ],
      [
        /<IMG>/,
        () => document.body.append(document.createElement('img')),
        () => document.querySelector('body > img')?.remove(),
      ],
      [
        /Object\.prototype/,
        () => Object.defineProperty(Object.prototype, 'polluted', { value: 'yes', configurable: true }),
        () => delete (Object.prototype as Record<string, unknown>).polluted,
      ],
    ];
    for (const [named, act, undo] of scenarios) {
      const page = watchPage();
      try {
        page.expectUntouched();
        act();
        // The image is gone again by the time the page is checked: an element added at all is caught.
        if (named.source === '<IMG>') undo();
        expect(() => page.expectUntouched()).toThrow(named);
      } finally {
        undo();
        page.stop();
      }
    }
  });
});
