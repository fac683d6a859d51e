export {
  changedProfileFields,
  CONTACT_METHOD_OPTIONS,
  contactMethodLabel,
  hasAllRequiredProfileFields,
  PROFILE_REQUIRED_FIELDS,
  PROFILE_TRACKED_FIELDS,
  type ProfileFields,
  type ProfileRequiredField,
  type ProfileTrackedField,
} from './profile-fields.ts';
