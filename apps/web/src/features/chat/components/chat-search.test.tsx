import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { saveToken } from '../../../shared/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { conversation, message } from '../../../test/chat/test-data.ts';
import { ChatSearch } from './chat-search.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function Search() {
  const [query, setQuery] = useState('');
  return (
    <ChatSearch
      companyId={5}
      conversations={[conversation()]}
      query={query}
      onQueryChange={setQuery}
    />
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat message search', () => {
  it('asks the server 500 ms after the last keystroke (SPEC §9), not sooner', async () => {
    api = await startTestApi({
      'GET /api/v1/chat/messages/search-by-company/5': {
        status: 200,
        body: { data: [message({ text: 'Акт сверки за ноябрь' })] },
      },
    });
    saveToken('1|test-token');
    renderWithProviders(<Search />);
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: 'Поиск по сообщениям' }), 'акт');
    const typedAt = Date.now();
    await pause(400);
    expect(api.seen).toHaveLength(0);
    await waitFor(() => expect(api?.seen).toHaveLength(1));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
    expect(api.seen[0]?.url).toContain('query=%D0%B0%D0%BA%D1%82');
  });
});
