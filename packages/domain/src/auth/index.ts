export * from './auth.constants.ts';
export * from './auth.schemas.ts';
export {
  codeSchema,
  emailSchema,
  leadMetaSchema,
  optionalField,
  PASSWORD_MISMATCH_MESSAGE,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
  REQUIRED_FIELD_MESSAGE,
  requiredError,
} from './field-rules.ts';
/** The invitation code registration carries (also in @kabinet/domain/referral). */
export { referralCodeSchema } from '../referral/referral-code.ts';
export {
  LOGIN_MAX_LENGTH,
  LOGIN_MESSAGES,
  LOGIN_PASSWORD_MAX_LENGTH,
  loginFormErrors,
} from './login-form.ts';
export { parseLogin, type LoginIdentifier } from './login-identifier.ts';
