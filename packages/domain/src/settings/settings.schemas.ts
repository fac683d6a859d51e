import * as z from 'zod';

import { SETTING_TYPES, SETTINGS_SECTION } from './settings-constants.ts';

/** The value of a setting. */
export const settingValueSchema = z.union([z.boolean(), z.number(), z.string(), z.null()]);
/** The value of a setting. */
export type SettingValue = z.infer<typeof settingValueSchema>;

/**
 * A custom check of SPEC §3 validation.custom: `true` passes, a string is the message to show,
 * `false` fails with 'Invalid format'. Functions live in code, never in storage.
 */
export type SettingCustomValidator = (value: SettingValue) => boolean | string;

/** SPEC §3: optional validation of a setting (required, min, max, pattern, custom). */
export const settingValidationSchema = z.object({
  required: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: z.string().optional(),
  custom: z.custom<SettingCustomValidator>((value) => typeof value === 'function').optional(),
});
/** Validation of a setting. */
export type SettingValidation = z.infer<typeof settingValidationSchema>;

/** A dependency: the setting applies only while setting `slug` has exactly `value`. */
export const settingDependencySchema = z.object({ slug: z.string(), value: settingValueSchema });
/** A setting dependency. */
export type SettingDependency = z.infer<typeof settingDependencySchema>;

/** SPEC §3: metadata of a setting. */
export const settingMetadataSchema = z.object({
  label: z.string(),
  description: z.string(),
  restart_required: z.boolean(),
  validation: settingValidationSchema.optional(),
  dependencies: z.array(settingDependencySchema).optional(),
});
/** Metadata of a setting. */
export type SettingMetadata = z.infer<typeof settingMetadataSchema>;

/** SPEC §3: a user setting, kept in local storage under SETTINGS_STORAGE_KEY (SPEC §7). */
export const settingSchema = z.object({
  id: z.union([z.string(), z.number()]),
  slug: z.string(),
  section: z.enum(SETTINGS_SECTION),
  type: z.enum(SETTING_TYPES),
  value: settingValueSchema,
  defaultValue: settingValueSchema,
  isModified: z.boolean(),
  lastModified: z.string().nullable(),
  metadata: settingMetadataSchema,
});
/** A user setting. */
export type Setting = z.infer<typeof settingSchema>;
