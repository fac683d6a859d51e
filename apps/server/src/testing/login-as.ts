import type { FastifyInstance } from 'fastify';

import type { UserRow } from '../db/schema/users.ts';

import { TEST_PASSWORD } from './factories.ts';

/** Signs in through POST /api/v1/login and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  user: Pick<UserRow, 'email'>,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { login: user.email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { plainTextToken: string }).plainTextToken;
}

/** The Authorization header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
