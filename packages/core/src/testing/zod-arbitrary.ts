import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Arbitraries for schemas a refinement makes opaque (a `refine` is a function the generator cannot read),
 * keyed by the schema instance; `.default()`, `.nullable()` and `.optional()` wrap the same instance.
 */
export type KnownArbitraries = ReadonlyMap<z.ZodType, fc.Arbitrary<unknown>>;

interface Check {
  check: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
}

function checksOf(schema: z.ZodType): Check[] {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: Check } }> }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

function lengthLimits(checks: Check[]): { min: number; max: number | undefined } {
  const min = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  return { min, max };
}

/** Text a user could type, markup and control characters included: valid, yet hostile to a careless renderer. */
const userText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '<script>window.__pwned=1</script>',
      '<img src=x onerror="window.__pwned=1">',
      '"><svg onload=alert(1)>',
      "'; DROP TABLE designs; --",
      '\u0000nul\u0000',
      '‮reversed',
      '{{constructor.constructor("return this")()}}',
      '__proto__',
    ),
  },
);

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  const { min, max } = lengthLimits(checks);
  const regex = checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern;
  // fast-check cannot generate for a case-insensitive pattern; the case-sensitive one gives a subset.
  const base = regex ? fc.stringMatching(new RegExp(regex.source, regex.flags.replace('i', ''))) : userText;
  const padding = 'x'.repeat(min);
  return base.map((text) => {
    const long = text.length < min ? text + padding.slice(text.length) : text;
    // Always well-formed: a lone surrogate (made by 'binary' or by cutting a pair) is not valid text, and a
    // body holding one is refused (text/well-formed.ts); the hostile arbitraries still send them.
    return (max === undefined ? long : long.slice(0, max)).replace(/\p{Cs}/gu, '\ufffd');
  });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  const integer = checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  const min = lower === undefined ? undefined : Number(lower.value);
  const max = upper === undefined ? undefined : Number(upper.value);
  if (integer) {
    return fc.integer({
      min: min === undefined ? -Number.MAX_SAFE_INTEGER : lower?.inclusive ? min : min + 1,
      max: max === undefined ? Number.MAX_SAFE_INTEGER : upper?.inclusive ? max : max - 1,
    });
  }
  return fc
    .double({
      noNaN: true,
      noDefaultInfinity: true,
      ...(min === undefined ? {} : { min, minExcluded: !lower?.inclusive }),
      ...(max === undefined ? {} : { max, maxExcluded: !upper?.inclusive }),
    })
    .map((value) => (Object.is(value, -0) ? 0 : value)); // JSON has no -0: a stored document never holds one
}

/** What a field takes when a hidden refinement refused the generated value: its default, or none. */
function standIn(field: z.ZodType): unknown {
  for (const candidate of [undefined, null]) {
    const parsed = field.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * Values `schema` accepts, in their parsed (output) form: every defaulted field is present, so parsing a
 * generated value gives it back unchanged. Refinements the generator cannot see are honoured by
 * `known`; anything still refused is replaced by the schema's default (or `undefined` where optional).
 */
export function arbitraryOf(schema: z.ZodType, known: KnownArbitraries = new Map()): fc.Arbitrary<unknown> {
  const given = known.get(schema);
  if (given) return given;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, known);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'default':
    case 'prefault':
      return inner('innerType');
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, known)));
    case 'array': {
      const { min, max } = lengthLimits(checksOf(schema));
      return fc.array(inner('element'), { minLength: min, maxLength: Math.min(max ?? 4, 4) });
    }
    case 'record':
      return fc
        .array(fc.tuple(inner('keyType') as fc.Arbitrary<string>, inner('valueType')), { maxLength: 4 })
        .map((entries) => Object.fromEntries(entries));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, known)]),
      );
      return fc.record(fields).map((record) => {
        for (const [key, field] of Object.entries(shape)) {
          if (!field.safeParse(record[key]).success) record[key] = standIn(field);
          // An optional field left out is absent, as after parsing, not present as undefined.
          if (record[key] === undefined) delete record[key];
        }
        return record;
      });
    }
    default:
      throw new Error(`arbitraryOf: no generator for a zod ${def.type}; give one in \`known\``);
  }
}

/** `arbitraryOf`, with every value that the schema's hidden refinements refuse swapped for a safe one. */
export function validArbitraryOf<T extends z.ZodType>(
  schema: T,
  fallback: z.output<T>,
  known: KnownArbitraries = new Map(),
): fc.Arbitrary<z.output<T>> {
  return arbitraryOf(schema, known).map((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });
}
