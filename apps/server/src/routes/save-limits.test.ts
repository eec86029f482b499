// Issue 20 #4: every limited text and list of the save payload and its document, generated from the schemas,
// is stored at its limit and refused one over with a 400 naming it; a document over the stored size limit is
// refused with 413; nothing is stored by a refusal.
import {
  designDocumentSchema,
  FIELD_LIMITS,
  savePayloadSchema,
  type SavedDesign,
  type SavePayload,
  firstPage,
  type DesignDocument,
} from '@lienzo/core';
import {
  candidatesOfLength,
  fullSavePayload,
  limitCases,
  withValueAt,
  type LimitCase,
} from '@lienzo/core/testing';
import { beforeAll, expect, it } from 'vitest';
import { makePng, pngDataUrl } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

interface FieldCase {
  where: string;
  max: number;
  /** The payload with the field at its limit, or null when no text of that length has the field's form. */
  atLimit: SavePayload | null;
  overLimit: SavePayload;
}

/** One case per limited field of the full payload: its own fields and its editor document's, under `editor.`. */
function fieldCases(sample: SavePayload): FieldCase[] {
  const cases = (
    schema: typeof savePayloadSchema | typeof designDocumentSchema,
    value: unknown,
    prefix: string[],
  ) =>
    limitCases(schema, value).map((limitCase: LimitCase) => {
      const build = (field: unknown) =>
        withValueAt(sample, [...prefix, ...limitCase.path], field) as SavePayload;
      const accepted = candidatesOfLength(value, limitCase, limitCase.max).find(
        (field) => schema.safeParse(withValueAt(value, limitCase.path, field)).success,
      );
      const [over] = candidatesOfLength(value, limitCase, limitCase.max + 1);
      return {
        where: limitCase.path.join('.'),
        max: limitCase.max,
        atLimit: accepted === undefined ? null : build(accepted),
        overLimit: build(over),
      };
    });
  // The picture's data URL is as long as the body limit (16 MB): over it is a 413 of its own (save.test.ts).
  const payloadCases = cases(savePayloadSchema, sample, []).filter(
    (fieldCase) => fieldCase.where !== 'image',
  );
  return [...payloadCases, ...cases(designDocumentSchema, sample.editor, ['editor'])];
}

describeEachEngine('POST /api/save field limits', (engine) => {
  const server = useTestServer(engine);
  let client: TestClient;
  let sample: SavePayload;

  beforeAll(async () => {
    client = server().client();
    await client.signUp();
    const layout = fullSavePayload('').editor as { layout: { width: number; height: number } };
    sample = fullSavePayload(pngDataUrl(await makePng(layout.layout.width, layout.layout.height)));
  });

  it('stores each limited text and list at its limit and refuses it one over with a 400 naming it', async () => {
    const cases = fieldCases(sample);
    expect(cases.map((fieldCase) => fieldCase.where)).toContain('instagram_stickers.0.hashtag');
    for (const { where, max, atLimit, overLimit } of cases) {
      if (atLimit) {
        const stored = await client.post('/api/save', atLimit);
        expect(stored.statusCode, `${where} at ${max}: ${stored.body.slice(0, 300)}`).toBe(200);
      }
      const before = await server().count('designs');
      const refused = await client.post('/api/save', overLimit);
      expect(refused.statusCode, `${where} over ${max}`).toBe(400);
      const { error } = refused.json<{ error: { code: string; message: string } }>();
      expect(error.code).toMatch(/^API_ERROR_(VALIDATION|INVALID_DESIGN)$/);
      expect(error.message, where).toContain(`${where.replace(/^editor\./, '')}: `);
      expect(await server().count('designs')).toBe(before);
    }
  });

  it('refuses a document over the stored size limit with 413 and stores nothing', async () => {
    // Text layers at their own limit: each is allowed, together they are over the document's size limit.
    const text = sample.editor as DesignDocument;
    const layer = firstPage(text).objects.find((object) => object.type === 'pz-text')!;
    const count = Math.ceil(FIELD_LIMITS.designJsonBytes / FIELD_LIMITS.layerText) + 1;
    const objects = Array.from({ length: count }, (_, index) => ({
      ...layer,
      id: `text-${index}`,
      text: 'x'.repeat(FIELD_LIMITS.layerText),
    }));
    const before = await server().snapshot();
    const editor = { ...text, pages: [{ ...firstPage(text), objects }] };
    const response = await client.post('/api/save', { ...sample, editor });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'API_ERROR_DESIGN_TOO_LARGE',
        message: expect.stringContaining(`at most ${FIELD_LIMITS.designJsonBytes}`),
      },
    });
    expect(await server().snapshot()).toEqual(before);
  });

  it('stores a document just under the size limit and reads it back', async () => {
    const document = sample.editor as DesignDocument;
    const layer = firstPage(document).objects.find((object) => object.type === 'pz-text')!;
    const count = Math.floor(FIELD_LIMITS.designJsonBytes / (FIELD_LIMITS.layerText + 1000));
    const objects = Array.from({ length: count }, (_, index) => ({
      ...layer,
      id: `text-${index}`,
      text: 'y'.repeat(FIELD_LIMITS.layerText),
    }));
    const editor = { ...document, pages: [{ ...firstPage(document), objects }] };
    const response = await client.post('/api/save', { ...sample, editor });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { hash } = response.json<{ data: SavedDesign }>().data;
    const read = await client.get(`/api/getEditorByHash/${hash}`);
    expect(read.statusCode).toBe(200);
    expect(firstPage(read.json<{ data: { editor: DesignDocument } }>().data.editor).objects).toHaveLength(
      count,
    );
  });
});
