import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears when the network goes and leaves when it is back', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText('Нет соединения')).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Нет соединения');

    act(() => setOnline(true));
    expect(screen.queryByText('Нет соединения')).not.toBeInTheDocument();
  });
});
