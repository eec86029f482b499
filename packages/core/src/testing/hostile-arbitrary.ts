import fc from 'fast-check';
import { validDocumentArbitrary } from './document-arbitrary';

/** The global a hostile document tries to set when any of its text is run as script. */
export const PWNED_FLAG = '__pwned';

const TEN_MEGABYTES = 'A'.repeat(10 * 1024 * 1024);

const markup = fc.constantFrom(
  `<script>globalThis.${PWNED_FLAG}=1</script>`,
  `<img src=x onerror="globalThis.${PWNED_FLAG}=1">`,
  `<svg xmlns="http://www.w3.org/2000/svg" onload="globalThis.${PWNED_FLAG}=1"/>`,
  `javascript:globalThis.${PWNED_FLAG}=1`,
  `data:text/html,<script>globalThis.${PWNED_FLAG}=1</script>`,
  `data:image/svg+xml,<svg onload=globalThis.${PWNED_FLAG}=1>`,
  `"><iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>">`,
  '${globalThis.constructor.constructor("return process")()}',
  'https://evil.example/x.png',
  '//evil.example/x.png',
  '/../../etc/passwd',
  '/uploads/%2e%2e/%2e%2e/etc/passwd',
  '\u0000',
  '\ud800',
  '#ff0000',
  'pz-text',
);

const hugeNumber = fc.constantFrom(
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
);

/** Keys that pollute a prototype when a loader assigns them carelessly. */
const UNSAFE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object holding an unsafe key as its own property, as `JSON.parse` makes one. */
const pollutingObject = fc
  .tuple(
    fc.constantFrom(...UNSAFE_KEYS),
    fc.constantFrom('polluted', 'toString', 'valueOf', 'hasOwnProperty'),
  )
  .map(([key, inner]) => JSON.parse(`{"${key}": {"${inner}": "yes", "prototype": {"polluted": "yes"}}}`));

/** Nesting far deeper than any document, as arrays or objects (up to 1,500 levels; a JSON text nests deeper in the server tests). */
const deepNesting = fc.tuple(fc.integer({ min: 33, max: 1500 }), fc.boolean()).map(([depth, asArrays]) => {
  let value: object = ['bottom'];
  for (let level = 0; level < depth; level++) value = asArrays ? [value] : { nested: value };
  // A short name in fast-check's reports, whose printer would overflow the stack on the real thing.
  const name = `${depth} levels of nested ${asArrays ? 'lists' : 'objects'}`;
  return Object.defineProperty(value, fc.toStringMethod, { value: () => name });
});

/** Hostile values that survive JSON: what a request body or a stored row can hold. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: markup },
  { weight: 3, arbitrary: hugeNumber.map((value) => (Number.isFinite(value) ? value : null)) },
  { weight: 3, arbitrary: pollutingObject },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constant(TEN_MEGABYTES) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
);

/** Hostile values only a caller in the same process can hand over: cycles, functions, throwing getters. */
const inProcessValue: fc.Arbitrary<unknown> = fc.oneof(
  hugeNumber,
  fc.constant(Symbol('hostile')),
  fc.constant(10n ** 30n),
  fc.constant(undefined),
  // Made afresh for each case, so no injection into one leaks into the next.
  fc.constantFrom('function', 'date', 'map', 'cycle', 'getter').map((kind): unknown => {
    switch (kind) {
      case 'function':
        return () => {
          (globalThis as Record<string, unknown>)[PWNED_FLAG] = 1;
        };
      case 'date':
        return new Date(Number.NaN);
      case 'map':
        return new Map([['__proto__', { polluted: 'yes' }]]);
      case 'cycle': {
        const cycle: Record<string, unknown> = { name: 'cycle' };
        cycle.self = cycle;
        return cycle;
      }
      default:
        return Object.defineProperty({}, 'left', {
          enumerable: true,
          configurable: true,
          get() {
            throw new Error('a getter that throws');
          },
        });
    }
  }),
);

type Container = Record<string, unknown> | unknown[];

/** Every container down to the document's own depth (not into cycles or injected deep nesting). */
function containersOf(root: unknown, found: Container[] = [], depth = 0): Container[] {
  if (typeof root !== 'object' || root === null || depth > 8 || found.includes(root as Container))
    return found;
  found.push(root as Container);
  // Descriptors, not values: an earlier injection may have left a getter that throws.
  for (const { value } of Object.values(Object.getOwnPropertyDescriptors(root)))
    containersOf(value, found, depth + 1);
  return found;
}

/** One change to a document: where (an index into its containers), which key, and what goes there. */
interface Injection {
  at: number;
  key: string | number;
  value: unknown;
}

function inject(document: unknown, injections: readonly Injection[]): unknown {
  for (const { at, key, value } of injections) {
    const containers = containersOf(document);
    const target = containers[at % containers.length] as Record<string | number, unknown>;
    const keys = Object.keys(target);
    const name = typeof key === 'number' ? (keys[key % Math.max(keys.length, 1)] ?? 'extra') : key;
    // defineProperty, not assignment: a "__proto__" key becomes an own property, as JSON.parse makes it. A
    // key that cannot be redefined (an array's "length") is left alone: no document could hold another.
    const current = Object.getOwnPropertyDescriptor(target, name);
    if (current && !current.configurable) continue;
    Object.defineProperty(target, name, { value, enumerable: true, configurable: true, writable: true });
  }
  return document;
}

const injection = (values: fc.Arbitrary<unknown>): fc.Arbitrary<Injection> =>
  fc.record({
    at: fc.nat(),
    key: fc.oneof(
      { weight: 6, arbitrary: fc.nat() },
      { weight: 2, arbitrary: fc.constantFrom(...UNSAFE_KEYS, 'type', 'id', 'objects', 'src', 'text') },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    value: values,
  });

/**
 * Documents as a request or a stored row can carry them: a valid document with hostile JSON values
 * written into it anywhere, or hostile JSON on its own.
 */
export const hostileJsonDocument: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(validDocumentArbitrary, fc.array(injection(hostileJsonValue), { minLength: 1, maxLength: 6 }))
      .map(([document, injections]) => inject(JSON.parse(JSON.stringify(document)), injections)),
  },
  { weight: 1, arbitrary: hostileJsonValue },
);

/** `hostileJsonDocument`, plus what only an in-process caller can pass (cycles, functions, getters). */
export const hostileDocument: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileJsonDocument },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validDocumentArbitrary, fc.array(injection(inProcessValue), { minLength: 1, maxLength: 4 }))
      .map(([document, injections]) => inject(JSON.parse(JSON.stringify(document)), injections)),
  },
);
