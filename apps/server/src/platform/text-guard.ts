import { FORBIDDEN_CHARACTER_MESSAGE, findForbiddenText } from '@kabinet/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { fieldError } from './errors.ts';

/**
 * One rule for user text on every route. Path, query and JSON body are
 * checked before validation, so no route can forget it; multipart fields and file names are read
 * by the handlers themselves and go through `assertCleanText`.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findForbiddenText(request.params) ??
      findForbiddenText(request.query) ??
      (request.isMultipart() ? null : findForbiddenText(request.body));
    if (found !== null) throw fieldError(found || '_', FORBIDDEN_CHARACTER_MESSAGE);
  });
}

/** A 422 on `field` when a multipart value or file name holds a forbidden character. */
export function assertCleanText(field: string, value: string): void {
  if (findForbiddenText(value) !== null) throw fieldError(field, FORBIDDEN_CHARACTER_MESSAGE);
}
