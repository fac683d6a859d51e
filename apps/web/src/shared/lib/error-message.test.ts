import { describe, expect, it } from 'vitest';

import { NetworkError, ResponseError } from '../http/http-errors.ts';
import { describeError, showFormError, splitFormError } from './error-message.ts';

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new ResponseError(status, body, new Headers(headers));

describe('error messages', () => {
  it('puts 422 field messages under the fields the form has and the rest above the button', () => {
    const error = answer(422, {
      message: 'Неверный логин или пароль.',
      errors: { login: ['Неверный логин или пароль.'], verification_token: ['Токен устарел.'] },
    });
    expect(splitFormError(error, ['login', 'password'])).toEqual({
      fields: { login: 'Неверный логин или пароль.' },
      form: 'Токен устарел.',
    });
  });

  it('shows a failed submit on the form: field errors under fields, the rest as its message', () => {
    const error = answer(422, {
      message: 'Проверьте данные.',
      errors: { code: ['Неверный код.'] },
    });
    const shown: { fields?: Record<string, string>; form?: string | null } = {};
    showFormError(error, ['code'], { setErrors: (fields) => (shown.fields = fields) }, (form) => {
      shown.form = form;
    });
    expect(shown).toEqual({ fields: { code: 'Неверный код.' }, form: null });
  });

  it('names the server fields as the form does, keeping the first message of a form field', () => {
    const error = answer(422, {
      message: 'Проверьте данные.',
      errors: {
        'requisites.kpp': ['Неверный КПП.'],
        'requisites.kpp_copy': ['Второе сообщение.'],
        other: ['Не поле формы.'],
      },
    });
    const shown: { fields?: Record<string, string>; form?: string | null } = {};
    showFormError(
      error,
      ['requisites.kpp', 'requisites.kpp_copy'],
      { setErrors: (fields) => (shown.fields = fields) },
      (form) => (shown.form = form),
      () => 'kpp',
    );
    expect(shown).toEqual({ fields: { kpp: 'Неверный КПП.' }, form: 'Не поле формы.' });
  });

  it('uses Retry-After for 429', () => {
    expect(describeError(answer(429, {}, { 'retry-after': '17' }))).toBe(
      'Слишком много попыток, повторите через 17 с',
    );
  });

  it('shows the server reason of a 503 and a calm default for a bare 500', () => {
    expect(describeError(answer(503, { message: 'Не удалось отправить письмо.' }))).toBe(
      'Не удалось отправить письмо.',
    );
    expect(describeError(answer(500, {}))).toBe(
      'Сервер временно недоступен. Попробуйте ещё раз через минуту.',
    );
  });

  it('explains a lost connection in Russian', () => {
    expect(describeError(new NetworkError())).toMatch(/Нет связи с сервером/);
  });
});
