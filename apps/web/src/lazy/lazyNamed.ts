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

/** A module loaded on demand (issue 22), listed for {@link preloadAllWhenIdle}. */
export interface LazyModule<M> {
  /** Starts loading it now, once; a failed load (the network dropped) is not remembered: the next call asks again. */
  preload: () => Promise<M>;
  /** The module once it is here, else null. */
  loaded: () => M | null;
  /** Settles when it first arrives, whoever asked for it (never rejects). */
  arrived: Promise<M>;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  let arrive: (module: M) => void = () => undefined;
  const arrived = new Promise<M>((resolve) => (arrive = resolve));
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        arrive(module);
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  preloads.push(preload);
  return { preload, loaded: () => loaded, arrived };
}

/**
 * The module once it has arrived, whoever asked for it (this hook does not ask): null until then.
 * `beforeShown` runs as it arrives, before the render that shows it.
 */
export function useArrivedModule<M>(module: LazyModule<M>, beforeShown?: () => void): M | null {
  const [arrived, setArrived] = useState<M | null>(module.loaded);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    void module.arrived.then((loaded) => {
      if (!live) return;
      beforeShown?.();
      setArrived(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [arrived, module, beforeShown]);
  return arrived;
}

/** Says that a part of the app could not be loaded (logged with its name for the developer). */
export function reportLoadFailure(name: string, error: unknown): void {
  console.error(`Could not load ${name}`, error);
  notifyError(i18next.t('alerts.part_not_loaded'));
}

/**
 * A component of a module loaded on demand, so it stays out of the first load (issue 22). Until its chunk
 * is here it renders `Fallback` (nothing by default), then the component; once loaded, at once. No
 * Suspense: its reveal waits on a timer, which a page whose clock stands still never runs.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  Fallback: ComponentType | null = null,
): PreloadableComponent<M[K]> {
  const module = lazyModule(load);
  const component = () => module.loaded()?.[name] ?? null;
  function LazyComponent(props: ComponentProps<M[K]>) {
    const [Component, setComponent] = useState<AnyComponent | null>(component);
    useEffect(() => {
      if (Component) return;
      let live = true;
      module.preload().then(
        () => live && setComponent(component),
        (error: unknown) => live && reportLoadFailure(String(name), error),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (Component) return createElement(Component, props);
    return Fallback ? createElement(Fallback) : null;
  }
  LazyComponent.displayName = `Lazy(${String(name)})`;
  return Object.assign(LazyComponent, { preload: module.preload });
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
