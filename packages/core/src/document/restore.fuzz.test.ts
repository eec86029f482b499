import { describe, expect, it } from 'vitest';
import { restore } from './restore';
import { designDocumentSchema } from './schema';
import { documentWithEveryType } from './fixtures';
import { describeRuns, PROOF_TIMEOUT_MS, proofRuns } from '../testing';

// Short in every run of the suite (2,000 rounds took 51 s beside the other projects on a loaded machine);
// PROOF_LONG=1 for the long run, PROOF_SEED=n to replay one.
const rounds = proofRuns(400, 20_000);

/** mulberry32: a small seeded PRNG, so a failing case can be replayed from its seed and index. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE: unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  0,
  1e308,
  0.5,
  '',
  'abc',
  '12',
  ' 7 ',
  'javascript:alert(1)',
  'https://evil.example/x.png',
  '//evil.example/x.png',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '/ok/path.png',
  '../../etc/passwd',
  '#ff0000',
  'pz-evil',
  'pz-text',
  'pz-poll',
  null,
  undefined,
  true,
  [],
  {},
  [1, 'two', null],
  { nested: { deeper: [{}] } },
  'x'.repeat(12_000),
];

type Node = Record<string, unknown> | unknown[];

/** A deep copy that keeps NaN, undefined and own "__proto__" keys, which a JSON round trip would lose. */
function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(clone) as T;
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key, {
      value: clone(item),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return copy as T;
}

/** Every container in the tree with the path to it, so a mutation can land anywhere. */
function containers(root: unknown): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    found.push(value as Node);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

function mutate(document: Record<string, unknown>, next: () => number): void {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const node = pick(containers(document));
  const keys = Object.keys(node);
  const key = keys.length > 0 ? pick(keys) : '0';
  const target = node as Record<string, unknown>;
  switch (Math.floor(next() * 7)) {
    case 0:
    case 1:
      target[key] = clone(pick(HOSTILE));
      break;
    case 2:
      delete target[key];
      break;
    case 3:
      // An own "__proto__" key, as JSON.parse makes one, rather than a prototype change.
      Object.defineProperty(target, pick(['__proto__', 'constructor', 'prototype']), {
        value: { polluted: true, toString: 'x' },
        enumerable: true,
        configurable: true,
        writable: true,
      });
      break;
    case 4:
      if (Array.isArray(node) && node.length > 0) node.push(clone(pick(node)));
      else target[key] = [target[key]];
      break;
    case 5:
      target[key] = { value: target[key] };
      break;
    default:
      target.type = pick(['pz-text', 'pz-ftext', 'pz-vector', 'pz-image', 'pz-button', 'pz-poll', 'pz-x', 7]);
  }
}

describe('restore against randomly broken documents', () => {
  it(
    `never throws, always returns a valid document, and restoring that again changes nothing (${describeRuns(rounds)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () => {
      const next = random(rounds.seed);
      const base = documentWithEveryType();
      for (let round = 0; round < rounds.runs; round++) {
        const document = clone(base) as unknown as Record<string, unknown>;
        const mutations = 1 + Math.floor(next() * 6);
        for (let step = 0; step < mutations; step++) mutate(document, next);
        const input = next() < 0.3 ? JSON.parse(JSON.stringify(document)) : document;

        let result: ReturnType<typeof restore> | undefined;
        expect(() => (result = restore(input)), `round ${round}, seed ${rounds.seed}`).not.toThrow();
        const restored = result!;
        const parsed = designDocumentSchema.safeParse(restored.document);
        expect(parsed.success, `round ${round}: ${JSON.stringify(restored.warnings)}`).toBe(true);
        expect(restored.warnings.every((warning) => typeof warning === 'string' && warning.length > 0)).toBe(
          true,
        );
        expect(restore(JSON.parse(JSON.stringify(restored.document))), `round ${round}`).toEqual({
          document: restored.document,
          warnings: [],
        });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
