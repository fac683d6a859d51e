// Apart from the schemas: the composer's «/» command needs no zod (the pages' JS budgets).

/**
 * The composer's «/» command: the query after a leading slash, or null when the text is not one
 * (a slash later in the text is just a slash).
 */
export function templateQueryOf(text: string): string | null {
  const match = /^\/(\S*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

/** Saved replies whose title or text contains the query (case-insensitive, ё = е), titles first. */
export function matchTemplates<T extends { title: string; text: string }>(
  templates: readonly T[],
  query: string,
): T[] {
  const fold = (value: string) => value.toLocaleLowerCase('ru').replaceAll('ё', 'е');
  const needle = fold(query);
  const byTitle = templates.filter((t) => fold(t.title).includes(needle));
  const byText = templates.filter((t) => !byTitle.includes(t) && fold(t.text).includes(needle));
  return [...byTitle, ...byText];
}
