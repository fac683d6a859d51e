import type { TokenAnswer } from '@kabinet/domain/auth';

import type { IssuedToken } from './auth-tokens.service.ts';

/** SPEC §3: the client stores `plainTextToken`. */
export function serializeToken(token: IssuedToken): TokenAnswer {
  return {
    plainTextToken: token.plainTextToken,
    token_type: 'Bearer',
    expires_at: token.expiresAt.toISOString(),
  };
}
