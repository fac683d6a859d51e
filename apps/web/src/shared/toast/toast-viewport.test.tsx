import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hideToast, showToast, useToastStore } from './toast-store.ts';
import { PHONE_QUERY, ToastViewport } from './toast-viewport.tsx';

function renderViewport() {
  render(
    <MantineProvider>
      <ToastViewport />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  act(() => useToastStore.setState({ toasts: [] }));
});

describe('toasts', () => {
  it('announces a negative toast as an alert and hides it after 5000 ms', () => {
    vi.useFakeTimers();
    renderViewport();
    act(() => void showToast({ type: 'negative', message: 'Ваш аккаунт заблокирован.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ваш аккаунт заблокирован.');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the 5000 ms from when the toast is on screen, not from when it was asked for', () => {
    vi.useFakeTimers();
    // A busy page: the toast is asked for long before the viewport can paint it.
    act(() => void showToast({ type: 'positive', message: 'Параметры сохранены' }));
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    renderViewport();
    expect(screen.getByText('Параметры сохранены')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Параметры сохранены')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Параметры сохранены')).not.toBeInTheDocument();
  });

  it('keeps an ongoing toast until it is replaced by its result', () => {
    vi.useFakeTimers();
    renderViewport();
    act(() => void showToast({ id: 'upload', type: 'ongoing', message: 'Загружаем файл…' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Загружаем файл…')).toBeInTheDocument();

    act(() => void showToast({ id: 'upload', type: 'positive', message: 'Файл загружен' }));
    expect(screen.queryByText('Загружаем файл…')).not.toBeInTheDocument();
    expect(screen.getByText('Файл загружен')).toBeInTheDocument();
  });

  it('places toasts in any of the nine areas', () => {
    renderViewport();
    act(() => {
      showToast({ type: 'info', message: 'Слева', position: 'left' });
      showToast({ type: 'warning', message: 'По центру', position: 'center' });
    });
    expect(screen.getByText('Слева')).toBeInTheDocument();
    expect(screen.getByText('По центру')).toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    renderViewport();
    let id = '';
    act(() => void (id = showToast({ type: 'info', message: 'Новое сообщение' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Новое сообщение')).not.toBeInTheDocument();
    hideToast(id);
  });

  it('stacks toasts at the bottom on a phone, not over the title', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
    try {
      renderViewport();
      act(() => void showToast({ type: 'positive', message: 'Параметры сохранены' }));
      const area = screen.getByText('Параметры сохранены').closest('[aria-live]') as HTMLElement;
      expect(area.style.bottom).toContain('safe-area-inset-bottom');
      expect(area.style.top).toBe('');
    } finally {
      window.matchMedia = original;
    }
  });
});
