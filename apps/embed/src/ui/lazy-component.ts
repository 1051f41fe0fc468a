import { useLayoutEffect, useState, type ComponentType } from 'react';

export interface LazyComponent<P> {
  /** Starts loading the chunk (once). */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its chunk has arrived, null until then (and in the first render, always); `wanted` false: not loaded by this use. */
  useComponent: (wanted?: boolean) => ComponentType<P> | null;
}

/**
 * A component in a chunk of its own, shown in place of its stand-in once it has arrived. Unlike
 * `lazy` + `Suspense` nothing suspends: the first render is always the stand-in, as on the server
 * (which renders the card into the embed page and cannot wait for a chunk) and so in the hydration
 * of that markup; a chunk already loaded replaces it before the browser paints (a layout effect).
 * A chunk that fails to load leaves the stand-in.
 */
export function lazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return loaded;
    }));
  function useComponent(wanted = true): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(null);
    useLayoutEffect(() => {
      if (!wanted) return;
      if (loaded !== null) {
        const ready = loaded;
        setComponent(() => ready);
        return;
      }
      let mounted = true;
      preload().then(
        (ready) => {
          if (mounted) setComponent(() => ready);
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [wanted]);
    return component;
  }
  return { preload, useComponent };
}
