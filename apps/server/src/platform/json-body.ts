import type { FastifyInstance } from 'fastify';

import { HttpError } from './errors.ts';

/**
 * No form of ours nests deeper than a few levels; a body nested thousands deep (it fits in the
 * 1 MiB limit) would overflow the stack of every recursive walk after the parser (the text
 * guard, zod) and answer 500, so it is refused before parsing (found by the fuzz suite).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` arrays or objects inside one another. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies as usual (prototype-poisoning safe), but an empty body counts as no body, so
 * `POST /logout` with `Content-Type: application/json` and nothing else is accepted.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        new HttpError(400, 'Слишком глубокая вложенность JSON.', 'json.too_deep'),
        undefined,
      );
    }
    return parseJson(request, text, done);
  });
}
