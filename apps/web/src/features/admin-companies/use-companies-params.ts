import { useListParams } from '../../shared/lib/list-params.ts';
import { paramsWith } from './model.ts';

/** The page's filters and open company live in the URL (shared/lib/list-params.ts). */
export function useCompaniesParams() {
  return useListParams(paramsWith);
}
