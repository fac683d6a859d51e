import type { ChatFile } from '@kabinet/domain/chat';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { saveToken } from '../../../shared/session/session.ts';
import { startTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageFiles } from './message-files.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const signed = (expires: number) =>
  `/api/v1/chat/files/5?variant=original&viewer=1.1&expires=${expires}&signature=abc`;

const file = (url: string): ChatFile => ({
  id: 5,
  name: 'Акт сверки.pdf',
  mime: 'application/pdf',
  size: 20_480,
  kind: 'document',
  url,
  preview_url: null,
});

describe('MessageFiles in a chat left open', () => {
  it('asks for a fresh link when the one the message brought has run out', async () => {
    const fresh = signed(Math.floor(Date.now() / 1000) + 900);
    api = await startTestApi({
      'GET /api/v1/chat/files/5/link': { status: 200, body: { data: { url: fresh } } },
    });
    saveToken('1|live-token');
    const stale = signed(Math.floor(Date.now() / 1000) - 3600);
    renderWithProviders(<MessageFiles files={[file(stale)]} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Акт сверки.pdf' })).toHaveAttribute('href', fresh),
    );
    expect(api.seen.map((request) => request.url)).toContain(
      '/api/v1/chat/files/5/link?variant=original',
    );
  });

  it('uses a link that is still fresh as it came, without asking', async () => {
    api = await startTestApi({});
    saveToken('1|live-token');
    const url = signed(Math.floor(Date.now() / 1000) + 900);
    renderWithProviders(<MessageFiles files={[file(url)]} />);
    expect(screen.getByRole('link', { name: 'Акт сверки.pdf' })).toHaveAttribute('href', url);
    expect(api.seen).toEqual([]);
  });
});
