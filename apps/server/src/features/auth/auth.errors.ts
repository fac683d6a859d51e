import { BLOCKED_ACCOUNT_MESSAGE } from '@kabinet/domain/shared';

import { conflict, fieldError, forbidden, tooManyAttempts } from '../../platform/errors.ts';

export const accountBlocked = () => forbidden(BLOCKED_ACCOUNT_MESSAGE, 'auth.blocked');
export const invalidCredentials = () =>
  fieldError('login', 'Неверный логин или пароль.', 'auth.invalid_credentials');
export const invalidLogin = () =>
  fieldError('login', 'Введите телефон или email.', 'auth.invalid_login');
export const loginThrottled = (retryAfter: number) =>
  tooManyAttempts(
    retryAfter,
    'Слишком много попыток входа. Попробуйте позже.',
    'auth.login_throttled',
  );
export const emailTaken = (field = 'email') =>
  fieldError(field, 'Этот email уже используется.', 'auth.email_taken');
export const phoneTaken = (field = 'phone') =>
  fieldError(field, 'Этот телефон уже используется.', 'auth.phone_taken');
export const alreadyRegistered = (channel: 'email' | 'phone') =>
  conflict(
    channel === 'email'
      ? 'Пользователь с таким email уже зарегистрирован.'
      : 'Пользователь с таким телефоном уже зарегистрирован.',
    'auth.already_registered',
  );
export const wrongCode = () => fieldError('code', 'Неверный код.', 'auth.wrong_code');
export const expiredCode = () =>
  fieldError('code', 'Код устарел или не запрашивался. Запросите новый.', 'auth.expired_code');
export const codeBurnt = () =>
  tooManyAttempts(60, 'Слишком много неверных попыток. Запросите новый код.', 'auth.code_burnt');
export const resendTooSoon = (retryAfter: number) =>
  tooManyAttempts(
    retryAfter,
    `Новый код можно запросить через ${Math.ceil(retryAfter)} с.`,
    'auth.resend_throttled',
  );
export const tooManyCodes = (retryAfter: number) =>
  tooManyAttempts(
    retryAfter,
    'Слишком много кодов за час. Попробуйте позже.',
    'auth.codes_per_hour',
  );
export const invalidVerificationToken = () =>
  fieldError(
    'verification_token',
    'Подтверждение устарело. Запросите код ещё раз.',
    'auth.invalid_verification_token',
  );
export const wrongCurrentPassword = () =>
  fieldError('current_password', 'Неверный текущий пароль.', 'auth.wrong_current_password');
export const wrongPassword = () =>
  fieldError('password', 'Неверный пароль.', 'auth.wrong_password');
export const passwordThrottled = (retryAfter: number) =>
  tooManyAttempts(
    retryAfter,
    'Слишком много попыток. Попробуйте позже.',
    'auth.password_throttled',
  );
