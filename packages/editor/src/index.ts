export {
  Engine,
  InvalidDocumentError,
  type EngineEvents,
  type LayoutChoice,
  type MountOptions,
} from './Engine';
export type { Change, ObjectPatch, Transaction, TransactionOptions } from './store/transaction';
export type { Viewport } from './viewport/viewport';
export { fitScale, viewportAt } from './viewport/viewport';
