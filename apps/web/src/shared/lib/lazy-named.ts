import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for modules with named exports (CONVENTIONS §4.6: no default exports): the routes'
 * pages and the dialogs, editors and widgets loaded when first used.
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
