import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertProperty,
  describeRuns,
  hostileDocument,
  pollution,
  PROOF_TIMEOUT_MS,
  proofRuns,
  validDocumentArbitrary,
} from '../testing';
import { migrate } from './migrate';
import { restore } from './restore';
import { designDocumentSchema } from './schema';

// Short in every run of the suite; PROOF_LONG=1 for the long run (issue 12), PROOF_SEED=n to replay one.
const valid = proofRuns(150, 20_000);
const hostile = proofRuns(250, 50_000);

/** What arrives over the network: only what JSON can say (a cycle or a bigint cannot be sent). */
function throughJson(input: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(input) ?? 'null');
  } catch {
    return input;
  }
}

describe('restore() and migrate() as properties over generated documents', () => {
  it(
    `the generator makes only valid documents, already in their stored form (${describeRuns(valid)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () => {
      assertProperty(
        fc.property(validDocumentArbitrary, (document) => {
          expect(designDocumentSchema.parse(document)).toEqual(document);
        }),
        valid,
      );
    },
  );

  it(
    `a valid document round-trips identically through JSON, restore() and migrate() (${describeRuns(valid)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () => {
      assertProperty(
        fc.property(validDocumentArbitrary, (document) => {
          const stored = JSON.parse(JSON.stringify(document)) as unknown;
          expect(restore(stored)).toEqual({ document: stored, warnings: [] });
          expect(migrate(stored)).toEqual({ ok: true, document: stored, applied: [] });
        }),
        valid,
      );
    },
  );

  it(
    `hostile input never throws, pollutes no prototype, runs no script, and gives a valid document that restores to itself (${describeRuns(hostile)})`,
    { timeout: PROOF_TIMEOUT_MS },
    () => {
      assertProperty(
        fc.property(
          hostileDocument,
          fc.boolean(),
          fc.constantFrom([], ['https://lienzo.example']),
          (hostileInput, overTheNetwork, siteOrigins) => {
            const input = overTheNetwork ? throughJson(hostileInput) : hostileInput;
            let result: ReturnType<typeof restore> | undefined;
            expect(() => (result = restore(input, { siteOrigins }))).not.toThrow();
            const { document, warnings } = result!;
            expect(designDocumentSchema.safeParse(document).success).toBe(true);
            expect(warnings.length).toBeLessThanOrEqual(501);
            expect(warnings.every((warning) => typeof warning === 'string' && warning.length > 0)).toBe(true);
            const stored = JSON.parse(JSON.stringify(document)) as unknown;
            expect(restore(stored, { siteOrigins })).toEqual({ document: stored, warnings: [] });
            expect(() => migrate(input)).not.toThrow();
            expect(pollution()).toEqual([]);
          },
        ),
        hostile,
      );
    },
  );
});
