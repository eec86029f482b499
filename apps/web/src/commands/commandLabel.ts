import type { TFunction } from 'i18next';
import type { Engine } from '@lienzo/editor';

/**
 * The label of command `name` in the interface language: its registered label key, or while the engine is
 * still loading (a header button shows before it), the key the registry gives a command that names none
 * (its defaultLabelKey, which the app may not import before the editor loads).
 */
export function commandLabel(engine: Engine | null, name: string, t: TFunction): string {
  return t(engine?.commands.get(name)?.labelKey ?? `commands.${name}`);
}
