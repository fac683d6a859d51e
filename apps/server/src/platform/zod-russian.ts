import { z } from 'zod';

/**
 * CONVENTIONS 4.11: 422 messages arrive in Russian. Schema messages come first; anything a
 * schema leaves unsaid falls back to «Заполните поле.» / «Неверный формат.» and then to zod's
 * Russian locale.
 */
export function useRussianZodMessages(): void {
  z.config(z.locales.ru());
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined || issue.input === null
        ? 'Заполните поле.'
        : 'Неверный формат.';
    },
  });
}
