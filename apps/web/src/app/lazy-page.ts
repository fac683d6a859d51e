import { type ComponentType, lazy } from 'react';

/** React.lazy for modules with named exports (CONVENTIONS §4.6: no default exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
