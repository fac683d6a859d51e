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
export { parseLogin, type LoginIdentifier } from './login-identifier.ts';
