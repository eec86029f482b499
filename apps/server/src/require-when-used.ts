import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS dependency that one configuration only needs (the S3 SDK, PostgreSQL's driver, pg-boss), loaded when
 * first asked for instead of at every start: the embedded default uses none of them, and their loading was a
 * quarter of its start's CPU. Typed by the caller with `typeof` a type-only import of it.
 */
export function requireWhenUsed<Module>(name: string): Module {
  return require(name) as Module;
}
