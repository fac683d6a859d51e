import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { FullScreenError } from './full-screen-state.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('FullScreenError (opened offline from the service worker)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('offline, says the cabinet opens with the network and retries by itself once it is back', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = vi.fn();
    renderWithProviders(<FullScreenError onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { name: 'Кабинет откроется, когда появится сеть' }),
    ).toBeInTheDocument();

    act(() => goOnline(true));
    expect(
      screen.getByRole('heading', { name: 'Не удалось загрузить кабинет' }),
    ).toBeInTheDocument();
    expect(onRetry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('online, waits for the person to press «Повторить»', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    renderWithProviders(<FullScreenError onRetry={onRetry} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onRetry).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
