import { ERROR_BOUNDARIES, type ErrorBoundaryName } from '@lienzo/core';
import { create } from 'zustand';

/** The boundaries whose content throws while rendering, asked for by a test (see installRenderFaultHook). */
export const useRenderFaults = create<{ failing: readonly ErrorBoundaryName[] }>()(() => ({ failing: [] }));

export interface RenderFaultHook {
  lienzoFailRender?: (boundary: string) => void;
}

/**
 * A test hook, installed only when the server is a development one (APP_ENV=dev, never in production):
 * `window.lienzoFailRender('drawer')` makes that boundary's content throw while rendering, from then until the
 * page reloads, so the end-to-end tests can prove each error boundary. An unknown name is ignored.
 */
export function installRenderFaultHook(target: RenderFaultHook = window as RenderFaultHook): void {
  target.lienzoFailRender = (boundary) => {
    const known = ERROR_BOUNDARIES.find((name) => name === boundary);
    if (known) useRenderFaults.setState((state) => ({ failing: [...state.failing, known] }));
  };
}

/** Throws while rendering when a test asked `boundary` to fail; renders nothing otherwise. */
export function RenderFault({ boundary }: { boundary: ErrorBoundaryName }) {
  const failing = useRenderFaults((state) => state.failing.includes(boundary));
  if (failing) throw new Error(`The ${boundary} was asked to fail (test hook)`);
  return null;
}
