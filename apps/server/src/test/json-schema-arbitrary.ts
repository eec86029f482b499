// Values for the JSON Schemas of the OpenAPI document (/api/docs/json), so the API fuzzer generates what each
// route documents rather than what a test author remembers.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

export interface SchemaContext {
  /** Whole numbers that name real rows (design, board, upload ids): random ones would only ever miss. */
  knownIds: readonly number[];
  /** A value for a property whose schema says nothing (the save's `editor`), by property name. */
  byName: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  for (const flags of ['', 'u']) {
    try {
      const arbitrary = fc.stringMatching(new RegExp(pattern, flags));
      fc.sample(arbitrary, 1);
      return arbitrary;
    } catch {
      // fast-check does not generate for every construct (\p{…} classes); try the next form, then give up.
    }
  }
  return null;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    // Mostly the coming year, where a schedule is accepted, sometimes far off on either side.
    const now = Date.now();
    const soon = fc.date({
      min: new Date(now + 3_600_000),
      max: new Date(now + 360 * 86_400_000),
      noInvalidDate: true,
    });
    const anywhen = fc.date({
      min: new Date('1970-01-01'),
      max: new Date('2200-01-01'),
      noInvalidDate: true,
    });
    return fc
      .oneof({ weight: 3, arbitrary: soon }, { weight: 1, arbitrary: anywhen })
      .map((date) => date.toISOString());
  }
  const pattern = schema.pattern === undefined ? null : patternArbitrary(schema.pattern);
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  if (pattern) return pattern.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }) },
    // At the limit, where an off-by-one lives.
    { weight: 1, arbitrary: fc.constant('é'.repeat(maxLength)) },
  );
}

function numberOf(schema: JsonSchema, integer: boolean, context: SchemaContext): fc.Arbitrary<number> {
  const lowest =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0) : schema.minimum;
  const highest =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0) : schema.maximum;
  if (!integer) return fc.double({ min: lowest ?? -1e9, max: highest ?? 1e9, noNaN: true });
  const inRange = fc.integer({ min: lowest ?? -1_000_000, max: highest ?? 1_000_000 });
  const known = context.knownIds.filter(
    (id) => (lowest === undefined || id >= lowest) && (highest === undefined || id <= highest),
  );
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), inRange) : inRange;
}

/** Values the schema accepts (as far as fast-check can follow its patterns). */
export function jsonSchemaArbitrary(
  schema: JsonSchema,
  context: SchemaContext,
  name?: string,
): fc.Arbitrary<unknown> {
  const named = name === undefined ? undefined : context.byName[name];
  if (named) return named;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((option) => jsonSchemaArbitrary(option, context, name)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => jsonSchemaArbitrary({ ...schema, type }, context, name)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema, schema.type === 'integer', context);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(jsonSchemaArbitrary(schema.items ?? {}, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const value = jsonSchemaArbitrary(property, context, key);
        return [key, required.has(key) ? value : fc.option(value, { nil: undefined })] as const;
      });
      return fc.record(Object.fromEntries(fields)).map((record) => {
        for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
        return record;
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
