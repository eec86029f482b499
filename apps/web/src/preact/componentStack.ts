import { options } from 'preact';

/** A vnode as Preact keeps it: `__` is its parent (Preact's stable mangled name, which preact/debug reads too). */
export interface RenderedVNode {
  type: unknown;
  __?: RenderedVNode | null;
}

interface ErrorInfo {
  componentStack?: string;
}

type CatchError = (error: unknown, vnode: RenderedVNode, oldVNode?: unknown, errorInfo?: ErrorInfo) => void;

/** The components from the one that threw up to the root, one `\n    at Name` line each, as React writes them. */
export function componentStackOf(vnode: RenderedVNode | null | undefined): string {
  let stack = '';
  for (let node = vnode; node; node = node.__) {
    if (typeof node.type !== 'function') continue;
    const component = node.type as { displayName?: string; name?: string };
    stack += `\n    at ${component.displayName || component.name || 'Anonymous'}`;
  }
  return stack;
}

/**
 * Error boundaries get the component stack of a render error, as React gives it: Preact passes one only with
 * preact/debug loaded, so it is read here from the vnode that threw (`__e` is Preact's error hook).
 */
export function installComponentStacks(): void {
  const hooks = options as unknown as { __e: CatchError };
  const catchError = hooks.__e;
  hooks.__e = (error, vnode, oldVNode, errorInfo) =>
    catchError(
      error,
      vnode,
      oldVNode,
      errorInfo?.componentStack ? errorInfo : { ...errorInfo, componentStack: componentStackOf(vnode) },
    );
}
