import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a lazily loaded drawer or dialog mounts
 * only once someone opens it (its code stays out of the page's first load) and then stays
 * mounted, so it keeps its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from an earlier render (react.dev «storing information from previous renders»).
  if (open && !opened) setOpened(true);
  return opened || open;
}
