/** Escapes `%`, `_` and `\` so user text is matched literally by LIKE/ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
