/**
 * A person's name from its parts in the order given («Фамилия Имя Отчество»), skipping the
 * missing ones; '' when there are none.
 */
export function formatPersonName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
