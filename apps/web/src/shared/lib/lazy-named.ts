import { type ComponentType, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy for modules with named exports (CONVENTIONS §4.6: no default exports): the routes'
 * pages and the dialogs, editors and widgets loaded when first used.
 *
 * `preload()` starts the download early (the opened page's code comes beside the user's
 * request, not after it). A component whose code is already there when it first renders does not
 * suspend: React.lazy is handed a thenable that answers at once, so no fallback is committed and
 * then swapped for the page (React 19 would mount it hidden and reveal it in a second commit).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        // A failed download (no network) is tried again by the next render or preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Loaded<P>>) : preload()));
  return Object.assign(component, { preload });
}

/** A thenable that calls back at once: React.lazy then reads the component without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // The callback runs now, not in a microtask; what it returns is passed on as a promise would.
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/** What a route's element can be asked for: its page's code, loaded ahead of the render. */
export interface Preloadable {
  preload?: () => Promise<unknown>;
}
