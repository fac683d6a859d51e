import { afterEach, describe, expect, it } from 'vitest';

import { NetworkError, ResponseError } from '../http/http-errors.ts';
import { showErrorToast } from './error-toast.ts';
import { useToastStore } from './toast-store.ts';

afterEach(() => useToastStore.setState({ toasts: [] }));

const shown = () => useToastStore.getState().toasts.map(({ type, message }) => ({ type, message }));

describe('showErrorToast', () => {
  it.each([
    {
      what: 'the server’s message',
      error: new ResponseError(
        409,
        { message: 'Такой расчётный счёт уже добавлен' },
        new Headers(),
      ),
      message: 'Такой расчётный счёт уже добавлен',
    },
    {
      what: 'the wait of a 429',
      error: new ResponseError(429, {}, new Headers({ 'retry-after': '42' })),
      message: 'Слишком много попыток, повторите через 42 с',
    },
    {
      what: 'a lost connection',
      error: new NetworkError(),
      message: 'Нет связи с сервером. Проверьте подключение к интернету.',
    },
    {
      what: 'anything else',
      error: new Error('boom'),
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    },
  ])('shows $what as one negative toast', ({ error, message }) => {
    showErrorToast(error);
    expect(shown()).toEqual([{ type: 'negative', message }]);
  });
});
