import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loginBodySchema } from './auth.schemas.ts';
import { LOGIN_MESSAGES, loginFormErrors } from './login-form.ts';

/** The first message of each field, as the web's zod validator showed it. */
function schemaErrors(values: { login: string; password: string }) {
  const result = loginBodySchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

describe('loginFormErrors', () => {
  it.each([
    [{ login: 'client@kabinet.demo', password: 'секрет' }, {}],
    [{ login: '+7 900 000-00-01', password: 'x' }, {}],
    [
      { login: '', password: '' },
      { login: LOGIN_MESSAGES.loginRequired, password: LOGIN_MESSAGES.passwordRequired },
    ],
    [{ login: '   ', password: 'секрет' }, { login: LOGIN_MESSAGES.loginRequired }],
    [{ login: ` ${'а'.repeat(255)} `, password: 'секрет' }, {}],
    [{ login: 'а'.repeat(256), password: 'секрет' }, { login: LOGIN_MESSAGES.loginTooLong }],
    [{ login: 'ivanov', password: 'п'.repeat(1025) }, { password: LOGIN_MESSAGES.passwordTooLong }],
    // A password of spaces is a password: only the login is trimmed.
    [{ login: 'ivanov', password: '   ' }, {}],
  ])('checks %j', (values, expected) => {
    expect(loginFormErrors(values)).toEqual(expected);
  });

  it('says exactly what loginBodySchema says for any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('', ' ', '\t \n'),
      fc.integer({ min: 250, max: 260 }).map((n) => ' '.repeat(n % 3) + 'ж'.repeat(n)),
      fc.integer({ min: 1020, max: 1030 }).map((n) => 'п'.repeat(n)),
    );
    fc.assert(
      fc.property(text, text, (login, password) => {
        expect(loginFormErrors({ login, password })).toEqual(schemaErrors({ login, password }));
      }),
    );
  });
});
