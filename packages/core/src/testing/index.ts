// Test-only helpers shared by the workspaces' tests (`@lienzo/core/testing`); never imported by app code.
export { COLOUR_INPUTS, type ColourInputCase } from './colour-inputs';
export { validDocumentArbitrary } from './document-arbitrary';
export { hostileDocument, hostileJsonDocument, hostileJsonValue, PWNED_FLAG } from './hostile-arbitrary';
export {
  assertAsyncProperty,
  assertProperty,
  describeRuns,
  PROOF_TIMEOUT_MS,
  proofRuns,
  type ProofRuns,
} from './proof-runs';
export { pollution } from './pollution';
export { arbitraryOf, validArbitraryOf, type KnownArbitraries } from './zod-arbitrary';
export {
  candidatesOfLength,
  limitCases,
  schemaFields,
  valueAt,
  withValueAt,
  type LimitCase,
  type SchemaField,
} from './field-limits';
export { fullDocument, fullSavePayload } from './full-design';
export { stickerButton, stickerCard } from './stickers';
export { testBadgeSchema, testBadgeType, type TestBadge } from './test-badge';
