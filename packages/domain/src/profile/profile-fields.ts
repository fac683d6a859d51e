import { CONTACT_METHOD_LABELS, CONTACT_METHODS } from '../users/roles.ts';

/** SPEC §5: the profile is complete only when all of these are filled. */
export const PROFILE_REQUIRED_FIELDS = ['name', 'last_name', 'patronymic', 'email'] as const;
/** A required profile field. */
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

/** SPEC §5: profile changes are detected by comparing these fields. */
export const PROFILE_TRACKED_FIELDS = [
  'name',
  'avatar',
  'last_name',
  'patronymic',
  'email',
  'nickname',
  'birthday',
  'phone_messenger',
  'phone_city',
  'contact_method',
] as const;
/** A profile field whose change is tracked. */
export type ProfileTrackedField = (typeof PROFILE_TRACKED_FIELDS)[number];

/** A flat profile form (User fields and User.meta fields of SPEC §3, by their wire names). */
export type ProfileFields = Partial<Record<ProfileTrackedField, unknown>>;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * SPEC §5: the profile has all required fields only if name, last_name, patronymic and
 * email are all filled (a value of only spaces is not filled).
 */
export function hasAllRequiredProfileFields(profile: ProfileFields): boolean {
  return PROFILE_REQUIRED_FIELDS.every((field) => isFilled(profile[field]));
}

function normalizeForComparison(value: unknown): unknown {
  return value === null || value === undefined ? '' : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  const left = normalizeForComparison(a);
  const right = normalizeForComparison(b);
  if (typeof left === 'object' || typeof right === 'object') {
    return JSON.stringify(left) === JSON.stringify(right);
  }
  return left === right;
}

/**
 * SPEC §5: the tracked fields whose current value differs from the initial one, in
 * PROFILE_TRACKED_FIELDS order. `null`, `undefined` and '' count as the same (SPEC §5: null
 * response values become empty strings); objects such as the avatar compare by content.
 */
export function changedProfileFields(
  initial: ProfileFields,
  current: ProfileFields,
): ProfileTrackedField[] {
  return PROFILE_TRACKED_FIELDS.filter((field) => !sameValue(initial[field], current[field]));
}

/** SPEC §3: how the user prefers to be contacted, as the profile form offers it. */
export const CONTACT_METHOD_OPTIONS = CONTACT_METHODS.map((value) => ({
  value,
  label: CONTACT_METHOD_LABELS[value],
}));

/** SPEC §3: the Russian label of a contact method ('' for an unknown one). */
export function contactMethodLabel(value: string | null | undefined): string {
  return CONTACT_METHOD_OPTIONS.find((method) => method.value === value)?.label ?? '';
}
