import { BLOCKED_ACCOUNT_MESSAGE } from '@kabinet/domain/shared';
import { afterEach, describe, expect, it } from 'vitest';

import { startTestApi } from '../../test/test-api.ts';
import { readToken, saveToken } from '../session/session.ts';
import { useToastStore } from '../toast/toast-store.ts';
import { http } from './http.ts';
import { ResponseError } from './http-errors.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  useToastStore.setState({ toasts: [] });
});

/** An upload through the app's client: the XMLHttpRequest path (jsdom's, with CORS). */
function upload(path: string) {
  const form = new FormData();
  form.append('file', new File(['Акт сверки'], 'Акт сверки.pdf', { type: 'application/pdf' }));
  return http.post(path, form, { onUploadProgress: () => undefined });
}

describe('uploads share the HTTP client’s answers (SPEC §8)', () => {
  it('shows a 403 as a negative toast', async () => {
    api = await startTestApi({
      'POST /api/upload': { status: 403, body: { message: 'Недостаточно прав' } },
    });
    saveToken('1|token');
    await expect(upload('/api/upload')).rejects.toBeInstanceOf(ResponseError);
    expect(useToastStore.getState().toasts).toMatchObject([
      { type: 'negative', message: 'Недостаточно прав' },
    ]);
  });

  it('signs a blocked user out', async () => {
    api = await startTestApi({
      'POST /api/upload': { status: 403, body: { message: BLOCKED_ACCOUNT_MESSAGE } },
    });
    saveToken('1|token');
    await expect(upload('/api/upload')).rejects.toBeInstanceOf(ResponseError);
    expect(readToken()).toBeNull();
  });

  it('repeats an upload once after a 5xx with the same Idempotency-Key', async () => {
    let calls = 0;
    api = await startTestApi({
      'POST /api/upload': () =>
        ++calls === 1 ? { status: 503, body: {} } : { status: 201, body: { data: 'ok' } },
    });
    await expect(upload('/api/upload')).resolves.toEqual({ data: 'ok' });
    const keys = api.seen.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('resolves a 204 with no body', async () => {
    api = await startTestApi({ 'POST /api/upload': { status: 204 } });
    await expect(upload('/api/upload')).resolves.toBeUndefined();
  });
});
