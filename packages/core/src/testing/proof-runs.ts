import fc from 'fast-check';

/**
 * How long the proof tests of issue 12 run: short in every `npm test`, long with `PROOF_LONG=1`.
 * `PROOF_SEED` replays a run; without it the short runs use a fixed seed (the same cases every time) and
 * the long runs a fresh one, printed so a failure can be replayed.
 */
export interface ProofRuns {
  long: boolean;
  seed: number;
  runs: number;
}

type Environment = Record<string, string | undefined>;

// core has no Node types (it runs in browsers too). Under Node the variables are in process.env; in the
// editor's browser tests Vitest hands them over as import.meta.env (vitest.config.ts, the editor project).
const environment: Environment =
  (globalThis as { process?: { env: Environment } }).process?.env ??
  (import.meta as ImportMeta & { env?: Environment }).env ??
  {};

const FIXED_SEED = 20_261_123;

/** A proof test's own timeout: an hour, room for the long runs. */
export const PROOF_TIMEOUT_MS = 3_600_000;

export function proofRuns(short: number, long: number): ProofRuns {
  const isLong = environment.PROOF_LONG === '1';
  const given = environment.PROOF_SEED === undefined ? Number.NaN : Number(environment.PROOF_SEED);
  const seed = Number.isInteger(given) ? given : isLong ? Date.now() % 2 ** 31 : FIXED_SEED;
  return { long: isLong, seed, runs: isLong ? long : short };
}

function parameters<Ts>(settings: ProofRuns): fc.Parameters<Ts> {
  return { seed: settings.seed, numRuns: settings.runs, endOnFailure: true };
}

function throwOnFailure<Ts>(details: fc.RunDetails<Ts>): fc.RunDetails<Ts> {
  if (!details.failed) return details;
  const cause = details.errorInstance instanceof Error ? `${details.errorInstance.message}\n` : '';
  throw new Error(`${cause}${fc.defaultReportMessage(details) ?? 'property failed'}`.slice(0, 20_000));
}

/** Runs a property for `settings`, throwing fast-check's report (seed, path, counterexample) on a failure. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, settings: ProofRuns): fc.RunDetails<Ts> {
  return throwOnFailure(fc.check(property, parameters<Ts>(settings)));
}

/** `assertProperty` for a property whose cases are awaited one after another (requests, files). */
export async function assertAsyncProperty<Ts>(
  property: fc.IAsyncProperty<Ts>,
  settings: ProofRuns,
): Promise<fc.RunDetails<Ts>> {
  return throwOnFailure(await fc.check(property, parameters<Ts>(settings)));
}

/** How a test names its run, so the figures (runs, seed) are in every report. */
export function describeRuns(settings: ProofRuns): string {
  return `${settings.runs} runs, seed ${settings.seed}${settings.long ? ', long' : ''}`;
}
