import type { Engine } from '../Engine';
import type { CommandReason } from './registry';

/** A reason without values: its key in the locale files (written whole, so the locale test finds it). */
export const reason = (key: string): CommandReason => ({ key });

/** Why a command on the selection does not apply: nothing is selected, or everything selected is locked. */
export const selectionReason = (engine: Engine): CommandReason =>
  engine.getSelectedIds().length === 0 ? reason('reasons.no_selection') : reason('reasons.locked');
