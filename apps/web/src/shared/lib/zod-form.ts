import type { z } from 'zod';

/**
 * Turns a domain zod schema into a Mantine form validator: one Russian message per field, the
 * first failing rule (SPEC §5), so the web never re-declares a rule the server also checks.
 */
export function zodValidator<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : messagesByField(result.error.issues);
  };
}

/** Field path (`a.b`) → its first message, for a form that parses the body itself. */
export function messagesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A single-field Mantine rule from a domain zod schema: the first message, or null when valid. */
export function zodRule<T extends z.ZodType>(schema: T) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}
