import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';

import { ConversationNotFound } from './conversation-not-found.tsx';

describe('a conversation address that leads nowhere', () => {
  it('names the page (h1 on a phone, where it is the whole page) and leads back to the list', () => {
    renderWithProviders(<ConversationNotFound listPath="/inbox?status=waiting" standalone />);
    expect(screen.getByRole('heading', { level: 1, name: 'Диалог не найден' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку диалогов' })).toHaveAttribute(
      'href',
      '/inbox?status=waiting',
    );
  });
});
