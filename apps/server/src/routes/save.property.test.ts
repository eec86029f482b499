import {
  APP_VERSION,
  firstStickerRuleBroken,
  migrate,
  savePayloadSchema,
  type DesignRecord,
  type SavedDesign,
} from '@lienzo/core';
import {
  arbitraryOf,
  assertAsyncProperty,
  describeRuns,
  hostileJsonDocument,
  hostileJsonValue,
  pollution,
  PROOF_TIMEOUT_MS,
  proofRuns,
  validDocumentArbitrary,
} from '@lienzo/core/testing';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { makePng, pngDataUrl } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

// Short in every run of the suite (each case is a real request and a PNG re-encode); PROOF_LONG=1 for the
// long run of issue 12, PROOF_SEED=n to replay one.
const valid = proofRuns(25, 2_000);
const hostile = proofRuns(40, 5_000);

/** The free-text fields of a save, ranging over what the schema allows (markup, NUL, any code point). */
const textFields = arbitraryOf(
  savePayloadSchema.pick({ title: true, text_content: true, keywords: true, network: true, type: true }),
) as fc.Arbitrary<Record<string, string>>;

const PAYLOAD_FIELDS = [
  'image',
  'id',
  'mode',
  'board_id',
  'layout',
  'network',
  'type',
  'width',
  'height',
  'editor',
  'app_version',
  'text_content',
  'keywords',
  'title',
  'post_type',
  'instagram_stickers',
  '__proto__',
  'constructor',
];

/** Deeper than any parser could recurse: only a JSON text can carry it (building the object overflows). */
const DEEP_JSON_TEXT = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;

function expectErrorBody(body: string): void {
  const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(typeof parsed.error?.code).toBe('string');
  expect(typeof parsed.error?.message).toBe('string');
}

describeEachEngine('POST /api/save as a property', (engine) => {
  const server = useTestServer(engine);
  let client: TestClient;
  let image: string;

  beforeAll(async () => {
    client = server().client();
    await client.signUp();
    image = pngDataUrl(await makePng(8, 8));
  });

  it(
    `stores any valid document keeping the sticker rules and gives it back identical (${describeRuns(valid)})`,
    { timeout: PROOF_TIMEOUT_MS },
    async () => {
      await assertAsyncProperty(
        fc.asyncProperty(validDocumentArbitrary, textFields, async (document, fields) => {
          // The server stores a picture of exactly the layout's size: the layout is the 8 × 8 picture's.
          const editor = { ...document, layout: { ...document.layout, width: 8, height: 8 } };
          const before = await server().count('designs');
          const response = await client.post('/api/save', {
            ...fields,
            image,
            layout: editor.layout.key,
            width: editor.layout.width,
            height: editor.layout.height,
            editor,
            app_version: APP_VERSION,
          });
          // A document breaking a SPEC §5 sticker rule is refused with it (on 8 × 8 any question leaves).
          const rule = firstStickerRuleBroken(editor);
          if (rule) {
            expect(response.statusCode, response.body.slice(0, 500)).toBe(400);
            expect(response.json()).toMatchObject({ error: { code: 'API_ERROR_INSTAGRAM_STICKER', rule } });
            expect(await server().count('designs')).toBe(before);
            return;
          }
          expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
          const saved = response.json<{ data: SavedDesign }>().data;
          expect(await server().count('designs')).toBe(before + 1);
          const read = await client.get(`/api/getEditorByHash/${saved.hash}`);
          expect(read.statusCode).toBe(200);
          const record = read.json<{ data: DesignRecord }>().data;
          expect(record.editor).toEqual(JSON.parse(JSON.stringify(editor)));
        }),
        valid,
      );
    },
  );

  it(
    `answers hostile saves with a 4xx error and stores nothing, never a 5xx (${describeRuns(hostile)})`,
    { timeout: PROOF_TIMEOUT_MS },
    async () => {
      const statuses = new Map<number, number>();
      await assertAsyncProperty(
        fc.asyncProperty(
          validDocumentArbitrary,
          hostileJsonDocument,
          fc.array(fc.tuple(fc.constantFrom(...PAYLOAD_FIELDS), hostileJsonValue), { maxLength: 3 }),
          fc.constantFrom('object', 'editor-as-text', 'nested-200000-deep'),
          async (document, editor, fieldValues, form) => {
            const payload: Record<string, unknown> = {
              image,
              layout: document.layout.key,
              width: document.layout.width,
              height: document.layout.height,
              editor: form === 'editor-as-text' ? JSON.stringify(editor) : editor,
              app_version: APP_VERSION,
            };
            // Own "__proto__" and "constructor" keys, as a hostile client's JSON text carries them.
            for (const [field, value] of fieldValues)
              Object.defineProperty(payload, field, {
                value,
                enumerable: true,
                configurable: true,
                writable: true,
              });
            const before = await server().snapshot();
            const response = await client.request('POST', '/api/save', undefined, {
              headers: { 'content-type': 'application/json' },
              payload:
                form === 'nested-200000-deep'
                  ? JSON.stringify({ ...payload, editor: 'DEEP' }).replace('"DEEP"', DEEP_JSON_TEXT)
                  : JSON.stringify(payload),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
            const after = await server().snapshot();
            if (response.statusCode >= 400) {
              expectErrorBody(response.body);
              expect(after.rows).toEqual(before.rows);
              expect(after.files).toEqual(before.files);
            } else {
              expect(response.statusCode).toBe(200);
              expect(after.designs).toBe(before.designs + 1);
              const { hash } = response.json<{ data: SavedDesign }>().data;
              const read = await client.get(`/api/getEditorByHash/${hash}`);
              expect(migrate(read.json<{ data: DesignRecord }>().data.editor).ok).toBe(true);
            }
            expect(pollution()).toEqual([]);
          },
        ),
        hostile,
      );
      console.info(
        `POST /api/save [${engine}] hostile answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    },
  );
});
