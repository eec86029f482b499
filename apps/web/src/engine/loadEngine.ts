import type * as EngineModule from './startEngine';

let loading: Promise<typeof EngineModule> | null = null;

/**
 * The engine chunk (Fabric and the editor), asked for once. main.tsx starts it beside the app's boot, so it
 * downloads and compiles while the shell renders instead of after; the canvas then awaits the same promise.
 */
export function loadEngine(): Promise<typeof EngineModule> {
  loading ??= import('./startEngine');
  return loading;
}
