// The scale-out tests' client side: what a browser or an app does against real server nodes over
// HTTP (sign in as a demo user, send a chat message), and a poll for a condition.
import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import { DEMO_PASSWORD } from '../demo-seed.ts';

/** The headers of a JSON request with the bearer token. */
export const jsonHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** POST /api/v1/login as a demo user on the node at `baseUrl`; the bearer token. */
export async function loginOn(baseUrl: string, login: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { plainTextToken: string }).plainTextToken;
}

/** POST /api/chat/messages: a text message with a fresh client_id, as the web app sends it. */
export function postMessage(
  baseUrl: string,
  token: string,
  message: { conversationId: number; text: string; signal?: AbortSignal },
): Promise<Response> {
  return fetch(`${baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify({
      chat_conversation_id: message.conversationId,
      text: message.text,
      extra: { date: new Date().toISOString(), client_id: randomUUID() },
    }),
    ...(message.signal ? { signal: message.signal } : {}),
  });
}

/** Polls `check` every 100 ms until it holds; throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
