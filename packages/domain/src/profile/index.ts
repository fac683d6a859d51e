export {
  changedProfileFields,
  CONTACT_METHODS,
  contactMethodLabel,
  hasAllRequiredProfileFields,
  PROFILE_REQUIRED_FIELDS,
  PROFILE_TRACKED_FIELDS,
  type ContactMethod,
  type ProfileFields,
  type ProfileRequiredField,
  type ProfileTrackedField,
} from './profile-fields.ts';
