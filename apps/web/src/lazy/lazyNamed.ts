import i18next from 'i18next';
import {
  createElement,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { notifyError } from '../notify/notify';

// Any props: the component keeps its own prop types through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = FunctionComponent<ComponentProps<C>> & {
  /** Starts loading the chunk now (at boot for the route in view, when idle after ready) without rendering. */
  preload: () => Promise<unknown>;
};

const preloads: (() => Promise<unknown>)[] = [];
let preloadsStarted = false;

/**
 * A component of a module loaded on demand, so it stays out of the first load (issue 22). Until its chunk
 * is here it renders `Fallback` (nothing by default), then the component; once loaded, at once. No
 * Suspense: its reveal waits on a timer, which a page whose clock stands still never runs. Every one is
 * listed for {@link preloadAllWhenIdle}.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  Fallback: ComponentType | null = null,
): PreloadableComponent<M[K]> {
  let loaded: M[K] | null = null;
  let loading: Promise<M> | null = null;
  // A failed load (the network dropped) is said and not remembered: the next mount or preload asks again.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyComponent(props: ComponentProps<M[K]>) {
    const [Component, setComponent] = useState<AnyComponent | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        () => live && setComponent(() => loaded),
        (error: unknown) => {
          console.error(`Could not load ${String(name)}`, error);
          if (live) notifyError(i18next.t('alerts.part_not_loaded'));
        },
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (Component) return createElement(Component, props);
    return Fallback ? createElement(Fallback) : null;
  }
  LazyComponent.displayName = `Lazy(${String(name)})`;
  preloads.push(preload);
  return Object.assign(LazyComponent, { preload });
}

/**
 * After the editor is ready, the chunks left out of the first load come in one after another at background
 * priority, so a drawer or modal opened later shows at once.
 */
export function preloadAllWhenIdle(): void {
  if (preloadsStarted) return;
  preloadsStarted = true;
  const pending = [...preloads];
  const next = () => {
    const preload = pending.shift();
    if (preload) inBackground(() => void preload().then(next, next));
  };
  next();
}

function inBackground(run: () => void): void {
  // Chromium's task scheduler; elsewhere a timer.
  const scheduler = (
    globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => unknown } }
  ).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run, { priority: 'background' });
  else setTimeout(run, 0);
}
