import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../shared/lib/query-client.ts';
import { startFakeMetrika } from '../../test/fake-metrika.ts';
import { startTestApi } from '../../test/test-api.ts';
import { useRegisterContact } from './api.ts';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
let metrika: ReturnType<typeof startFakeMetrika> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  metrika?.stop();
  metrika = undefined;
  localStorage.clear();
});

const BODY = {
  verification_token: 'проверено',
  name: 'Анна',
  last_name: 'Петрова',
  password: 'Ромашка-2026!',
  password_confirmation: 'Ромашка-2026!',
  phone: '79271234567',
  lead_meta: {},
};

function renderRegister() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRegisterContact(), { wrapper }).result;
}

describe('the registration goal', () => {
  it('records «registration» once the account exists', async () => {
    metrika = startFakeMetrika();
    api = await startTestApi({
      'POST /api/v1/register/contact': { status: 201, body: { plainTextToken: '7|новый-токен' } },
    });
    const result = renderRegister();
    await act(() => result.current.mutateAsync(BODY));
    expect(metrika.goals()).toEqual(['registration']);
  });

  it('records nothing when the server refuses the registration', async () => {
    metrika = startFakeMetrika();
    api = await startTestApi({
      'POST /api/v1/register/contact': {
        status: 422,
        body: { message: 'Проверьте данные', errors: { phone: ['Телефон уже занят'] } },
      },
    });
    const result = renderRegister();
    await act(() => result.current.mutateAsync(BODY).catch(() => undefined));
    expect(metrika.goals()).toEqual([]);
  });
});
