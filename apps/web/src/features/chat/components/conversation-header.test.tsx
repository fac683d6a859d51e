import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { conversation, maria } from '../../../test/chat/test-data.ts';
import { ConversationHeader } from './conversation-header.tsx';

const header = (listPath: string) => (
  <ConversationHeader
    conversation={conversation()}
    others={[maria]}
    onlineIds={new Set()}
    typing={null}
    showBack
    listPath={listPath}
    onOpenParticipants={() => undefined}
  />
);

describe('conversation header on a phone', () => {
  it('leads back to the list the conversation was opened from', () => {
    const { unmount } = renderWithProviders(header('/chat'));
    expect(screen.getByRole('link', { name: 'К списку диалогов' })).toHaveAttribute(
      'href',
      '/chat',
    );
    unmount();
    renderWithProviders(header('/inbox?company=3'));
    expect(screen.getByRole('link', { name: 'К списку диалогов' })).toHaveAttribute(
      'href',
      '/inbox?company=3',
    );
  });

  it('names the page with the conversation (its h1), since the list and its heading are hidden', () => {
    renderWithProviders(header('/chat'));
    expect(
      screen.getByRole('heading', { level: 1, name: conversation().name }),
    ).toBeInTheDocument();
  });
});
