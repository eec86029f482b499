import type { TFunction } from 'i18next';
import type { Engine } from '@lienzo/editor';
import { notifyError } from '../notify/notify';

/** The '<type>_exists' code of a StickerExistsError (checked by name: this module must not load the engine). */
function stickerExistsCode(error: unknown): string | null {
  return error instanceof Error && error.name === 'StickerExistsError' && 'code' in error
    ? String(error.code)
    : null;
}

/**
 * Why the command `name` is refused now, as the notice people see, or null when it is not refused (it may
 * still not apply). A copy of the design's one hashtag, location, poll, question or slider is (SPEC §5).
 */
export function commandRefusal(engine: Engine, name: string, t: TFunction): string | null {
  if (name !== 'duplicate' || engine.getSelectedIds().length === 0) return null;
  const code = engine.duplicateRefusal();
  return code ? t(`instagram.alerts.${code}`) : null;
}

/**
 * Runs a registered command from a control (a toolbar button, a menu item) the same way from every place:
 * a refused one shows its notice and changes nothing; any other error is logged, not thrown into React.
 * True when the command ran.
 */
export function runCommand(engine: Engine, name: string, t: TFunction): boolean {
  const refusal = commandRefusal(engine, name, t);
  if (refusal) {
    notifyError(refusal);
    return false;
  }
  try {
    return engine.execute(name);
  } catch (error) {
    const code = stickerExistsCode(error);
    if (code) notifyError(t(`instagram.alerts.${code}`));
    else console.warn(error);
    return false;
  }
}
