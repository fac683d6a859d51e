import { useQuery } from '@tanstack/react-query';

import { appOptionsQuery, type OptionMap } from './app-options-query.ts';

export { appOptionsQuery, toOptionMap, type OptionMap } from './app-options-query.ts';

const EMPTY: OptionMap = {};

/**
 * The option map as loaded by the one loader the app mounts (`AnalyticsCounter` in
 * app/providers.tsx), so pages and component tests add no call of their own; empty while it loads or when the call failed (all are optional). */
export function useAppOptions(): OptionMap {
  return useQuery({ ...appOptionsQuery, enabled: false }).data ?? EMPTY;
}

/** One option's value, '' while unknown. */
export function useAppOption(name: string): string {
  return useAppOptions()[name] ?? '';
}
