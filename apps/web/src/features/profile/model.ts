import { changedProfileFields, type ProfileTrackedField } from '@kabinet/domain/profile';
import { normalizePhone } from '@kabinet/domain/shared';
import type { EditProfileBody, User } from '@kabinet/domain/users';

/** The profile form as the user edits it (phones as shown by the mask). */
export interface ProfileFormValues {
  name: string;
  last_name: string;
  patronymic: string;
  email: string;
  nickname: string;
  birthday: string;
  phone_messenger: string;
  phone_city: string;
  contact_method: string;
}

type EditableField = Exclude<ProfileTrackedField, 'avatar'>;

/** Initial form values from the user (SPEC §5: nulls are already ''). */
export function profileValuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    last_name: user.meta.last_name,
    patronymic: user.meta.patronymic,
    email: user.email,
    nickname: user.meta.nickname,
    birthday: user.meta.birthday,
    phone_messenger: user.meta.phone_messenger,
    phone_city: user.meta.phone_city,
    contact_method: user.meta.contact_method,
  };
}

const phoneOrText = (value: string) =>
  value.trim() ? (normalizePhone(value) ?? value.trim()) : '';

/** Form values in wire shape: trimmed, phones normalised (8 → 7, SPEC §5). */
export function toWireValues(values: ProfileFormValues): ProfileFormValues {
  return {
    ...values,
    name: values.name.trim(),
    last_name: values.last_name.trim(),
    patronymic: values.patronymic.trim(),
    email: values.email.trim(),
    nickname: values.nickname.trim(),
    phone_messenger: phoneOrText(values.phone_messenger),
    phone_city: phoneOrText(values.phone_city),
  };
}

/** SPEC §5: tracked fields that differ between the saved user and the form. */
export function changedFields(user: User, values: ProfileFormValues): EditableField[] {
  return changedProfileFields(profileValuesOf(user), toWireValues(values)).filter(
    (field): field is EditableField => field !== 'avatar',
  );
}

/**
 * The edit-profile body: only changed fields, a cleared field as null (the contract: a field
 * left out is not changed, null clears it).
 */
export function editProfileBody(user: User, values: ProfileFormValues): EditProfileBody {
  const wire = toWireValues(values);
  const body: Record<string, string | null> = {};
  for (const field of changedFields(user, values)) {
    body[field] = wire[field] === '' ? null : wire[field];
  }
  return body as EditProfileBody;
}
