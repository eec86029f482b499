import type { Engine } from '@lienzo/editor';

/**
 * Runs a registered command from a control (a toolbar button, a menu item) as the keyboard does: a refused one
 * changes nothing and the engine's `refused` event shows its notice (see engine/bridge.ts); any other error is
 * logged, not thrown into React. True when the command ran.
 */
export function runCommand(engine: Engine, name: string): boolean {
  try {
    return engine.execute(name);
  } catch (error) {
    console.warn(error);
    return false;
  }
}
