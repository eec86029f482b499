import { firstPage } from './document/pages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, isMultipartBody, type RouteSpec } from './index';
import { FIELD_LIMITS } from './limits';
import { savePayloadSchema } from './api/contract';
import { designDocumentSchema } from './document/schema';
import { migrate } from './document/migrate';
import { restore } from './document/restore';
import { describeIssues } from './document/issues';
import {
  candidatesOfLength,
  fullDocument,
  fullSavePayload,
  limitCases,
  schemaFields,
  withValueAt,
  type LimitCase,
} from './testing';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * Every schema a client's input is read with (SPEC §7): each declared route's path parameters, query and body
 * (an upload's text fields), the design document among them. Answers are the server's own output, not limited.
 */
const inputSchemas = Object.entries(API_ROUTES).flatMap(([name, route]: [string, RouteSpec]) => {
  const body = route.body && isMultipartBody(route.body) ? route.body.fields : route.body;
  const parts: Array<[string, z.ZodType | undefined]> = [
    [`${name} params`, route.params],
    [`${name} query`, route.query],
    [`${name} body`, body],
  ];
  return parts.filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
});

function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : describeIssues(result.error, 50);
}

function pathText(limitCase: LimitCase): string {
  return limitCase.path.join('.');
}

/**
 * The limited fields of `sample`: each is refused one over its limit with an error naming it, and accepted at
 * its limit; answers the generic keys of the fields that cannot be spelled at their limit (fixed forms).
 */
function checkLimits(schema: z.ZodType, sample: unknown): { cases: LimitCase[]; fixedForms: string[] } {
  const cases = limitCases(schema, sample);
  const fixedForms = new Set<string>();
  for (const limitCase of cases) {
    const where = pathText(limitCase);
    const atLimit = candidatesOfLength(sample, limitCase, limitCase.max);
    const accepted = atLimit.some(
      (value) => refusal(schema, withValueAt(sample, limitCase.path, value)) === null,
    );
    if (!accepted) fixedForms.add(limitCase.key);
    for (const value of candidatesOfLength(sample, limitCase, limitCase.max + 1)) {
      const error = refusal(schema, withValueAt(sample, limitCase.path, value));
      expect(error, `${where} over ${limitCase.max}`).toContain(`${where}: `);
    }
  }
  return { cases, fixedForms: [...fixedForms] };
}

/** Colours and emoji codes have a form of their own: no text of their length limit is one. */
const isFixedForm = (key: string) => /(colou?r|Color|emoji|fill|colorsByTargets\.\*)$/.test(key);

describe('field limits', () => {
  it('every text, list and map of every request schema declares a limit', () => {
    expect(inputSchemas.length).toBeGreaterThan(25);
    const unlimited = inputSchemas.flatMap(([name, schema]) =>
      schemaFields(schema)
        .filter((field) => field.max === undefined)
        .map((field) => `${name}: ${field.key || '(root)'} (${field.kind})`),
    );
    expect(unlimited).toEqual([]);
  });

  it('the save payload takes each limited field at its limit and refuses it one over, naming the field', () => {
    const { cases, fixedForms } = checkLimits(savePayloadSchema, fullSavePayload(PNG));
    expect(cases.some((limitCase) => limitCase.key === 'instagram_stickers.*.hashtag')).toBe(true);
    expect(fixedForms.filter((key) => !isFixedForm(key))).toEqual([]);
  });

  it('the document takes each limited field at its limit and refuses it one over, naming the field', () => {
    const { fixedForms } = checkLimits(designDocumentSchema, fullDocument());
    // A page list at its limit repeats one page, whose ids then clash; pages.test.ts takes 20 distinct pages.
    expect(fixedForms.filter((key) => !isFixedForm(key))).toEqual(['pages']);
  });

  it('the full samples reach every limited field of the save payload and the document', () => {
    const reached = (schema: z.ZodType, sample: unknown) =>
      new Set(limitCases(schema, sample).map((limitCase) => limitCase.key));
    for (const [schema, sample] of [
      [savePayloadSchema, fullSavePayload(PNG)],
      [designDocumentSchema, fullDocument()],
    ] as const) {
      const keys = reached(schema, sample);
      const missed = schemaFields(schema)
        .filter((field) => field.kind !== 'record' && !keys.has(field.key))
        // A data URL is bounded by the request's byte limit, and `editor` is checked as a document.
        .map((field) => field.key);
      expect(missed).toEqual([]);
    }
  });

  it('a 1,000-object template is far below the stored size limit', () => {
    const template = fullDocument();
    const { objects: own } = firstPage(template);
    const objects = Array.from({ length: 1000 }, (_, index) => {
      const object = own[index % own.length]!;
      return { ...object, id: `object-${index}` };
    });
    // UTF-8 bytes without Node's or the DOM's types (core has neither): each escaped byte counts as one.
    const json = JSON.stringify({ ...template, pages: [{ ...firstPage(template), objects }] });
    const bytes = encodeURIComponent(json).replace(/%[0-9A-F]{2}/g, '_').length;
    expect(bytes * 4).toBeLessThan(FIELD_LIMITS.designJsonBytes);
  });

  it('restore clips an older stored document over the limits instead of refusing it', () => {
    const document = fullDocument();
    const stored = withValueAt(
      document,
      ['pages', 0, 'objects', 0, 'text'],
      'x'.repeat(FIELD_LIMITS.layerText + 50),
    );
    expect(migrate(stored).ok).toBe(false);
    const restored = restore(stored);
    expect((firstPage(restored.document).objects[0] as { text: string }).text).toHaveLength(
      FIELD_LIMITS.layerText,
    );
    expect(restored.warnings.join('\n')).toContain('pages.0.objects.0.text');
  });
});
