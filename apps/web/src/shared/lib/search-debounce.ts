import { SELECT_DEBOUNCE_MS } from '@kabinet/domain/shared';

/**
 * SPEC §9: every search box waits this long after the last keystroke before it
 * asks the server — 500 ms, the spec's debounce of a select input with search. Use it in
 * every `useDebouncedValue` / `useDebouncedCallback` of a search so they never drift apart.
 */
export const SEARCH_DEBOUNCE_MS = SELECT_DEBOUNCE_MS;
