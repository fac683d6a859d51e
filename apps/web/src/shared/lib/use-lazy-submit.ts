import { useRef } from 'react';

import { showToast } from '../toast/toast-store.ts';

/** What the user reads when a form's checking code does not arrive. */
export const FORM_LOAD_FAILED =
  'Не удалось загрузить форму. Проверьте соединение и попробуйте ещё раз.';

/**
 * Submitting a form whose checking code (its zod schema) loads on first use rather than with the
 * page (the pages' JS budgets): `load` brings the code, then `run` submits with it.
 *
 * - One submission at a time: until `run`'s promise settles, further submits are ignored. A quick
 *   double Enter would otherwise start two loads, and so send the form twice.
 * - If the code does not arrive (offline, or a new release replaced the chunk), a Russian toast
 *   says so and nothing is sent; the next submit tries the load again.
 *
 * `prepare` starts the load early (on the first focus in the form); a failure there stays
 * silent, as the submit will try again and report it. `load` should cache what it brings.
 */
export function useLazySubmit<T>(
  load: () => Promise<T>,
  run: (loaded: T) => Promise<void> | void,
): { submit: () => Promise<void>; prepare: () => void } {
  const busy = useRef(false);
  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      let loaded: T;
      try {
        loaded = await load();
      } catch {
        showToast({ type: 'negative', message: FORM_LOAD_FAILED });
        return;
      }
      await run(loaded);
    } finally {
      busy.current = false;
    }
  };
  const prepare = () => void load().catch(() => undefined);
  return { submit, prepare };
}
