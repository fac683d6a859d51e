// The route table's lazy pages use the shared helper (features use it for their dialogs too).
export { lazyPage } from '../shared/lib/lazy-named.ts';
