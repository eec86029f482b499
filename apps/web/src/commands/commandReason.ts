import type { TFunction } from 'i18next';
import type { Engine } from '@lienzo/editor';

/**
 * Why the command `name` does not apply now, in the interface language, or null when it does: what its menu
 * item or button says instead of acting (issue 24). A refused command (SPEC §5) applies, and tells its own
 * refusal when run.
 */
export function commandReason(engine: Engine, name: string, t: TFunction): string | null {
  const reason = engine.unavailableReason(name);
  return reason === null ? null : t(reason.key, reason.values);
}
