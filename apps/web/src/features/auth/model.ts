import type { RegisterContactBody, SendType } from '@kabinet/domain/auth';
import { compactPayload, normalizePhone } from '@kabinet/domain/shared';

import type { LeadMeta } from './lead-meta.ts';

/** The verified contact travels from the code step to the contact step of registration. */
export interface VerifiedContact {
  send_type: SendType;
  contact: string;
  verification_token: string;
}

const VERIFIED_KEY = 'registrationVerified';

export function saveVerifiedContact(value: VerifiedContact): void {
  sessionStorage.setItem(VERIFIED_KEY, JSON.stringify(value));
}

export function readVerifiedContact(): VerifiedContact | null {
  try {
    const raw = sessionStorage.getItem(VERIFIED_KEY);
    return raw ? (JSON.parse(raw) as VerifiedContact) : null;
  } catch {
    return null;
  }
}

export function clearVerifiedContact(): void {
  sessionStorage.removeItem(VERIFIED_KEY);
}

const RETURN_KEY = 'returnAfterLogin';

/** Where a guest was going before the login page; kept out of the URL so /auth/login stays clean. */
export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path;
}

/** The contact asked for on the contact step: the one that was not verified. */
export function otherContactOf(verified: VerifiedContact): 'email' | 'phone' {
  return verified.send_type === 'email' ? 'phone' : 'email';
}

export interface RegistrationContactValues {
  name: string;
  last_name: string;
  patronymic: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
}

/** register/contact body: the verified contact comes from the token; empty fields are dropped (SPEC §5). */
export function registrationContactBody(
  verified: VerifiedContact,
  values: RegistrationContactValues,
  leadMeta: LeadMeta,
): RegisterContactBody {
  const other = otherContactOf(verified);
  const otherValue =
    other === 'phone' ? (normalizePhone(values.phone) ?? values.phone) : values.email;
  return compactPayload({
    verification_token: verified.verification_token,
    name: values.name,
    last_name: values.last_name,
    patronymic: values.patronymic,
    [other]: otherValue,
    password: values.password,
    password_confirmation: values.password_confirmation,
    lead_meta: leadMeta,
  }) as RegisterContactBody;
}
