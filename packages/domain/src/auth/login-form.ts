/** Longest login (phone or e-mail) the API accepts. */
export const LOGIN_MAX_LENGTH = 255;
/** Longest password the login endpoint accepts (a cap against huge bodies, not a rule). */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

/** Russian messages of the login form; loginBodySchema says the same. */
export const LOGIN_MESSAGES = {
  loginRequired: 'Введите телефон или email.',
  loginTooLong: `Телефон или email должен быть не длиннее ${LOGIN_MAX_LENGTH} символов.`,
  passwordRequired: 'Введите пароль.',
  passwordTooLong: `Пароль должен быть не длиннее ${LOGIN_PASSWORD_MAX_LENGTH} символов.`,
} as const;

/**
 * SPEC §4: the login form's own check — login (trimmed) and password are required and within
 * their limits — with the field errors of `loginBodySchema`, written without zod so the login
 * page, the first page most people open, does not download it. A table test holds the two in
 * step (login-form.test.ts). Returns only the failing fields.
 */
export function loginFormErrors(values: {
  login: string;
  password: string;
}): Partial<Record<'login' | 'password', string>> {
  const errors: Partial<Record<'login' | 'password', string>> = {};
  const login = values.login.trim();
  if (login === '') {
    errors.login = LOGIN_MESSAGES.loginRequired;
  } else if (login.length > LOGIN_MAX_LENGTH) {
    errors.login = LOGIN_MESSAGES.loginTooLong;
  }
  if (values.password === '') {
    errors.password = LOGIN_MESSAGES.passwordRequired;
  } else if (values.password.length > LOGIN_PASSWORD_MAX_LENGTH) {
    errors.password = LOGIN_MESSAGES.passwordTooLong;
  }
  return errors;
}
