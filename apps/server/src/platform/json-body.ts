import type { FastifyInstance } from 'fastify';

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
    return parseJson(request, text, done);
  });
}
