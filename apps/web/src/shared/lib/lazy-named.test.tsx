import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyPage } from './lazy-named.ts';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const Lazy = lazyPage(load, 'Page');
    await Lazy.preload();
    const fallback = vi.fn(() => <p>Загрузка</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy title="Главная" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends on a page not loaded yet, then shows it, loading its code once', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const Lazy = lazyPage(load, 'Page');
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Lazy title="Чат" />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Чат' })).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Page });
    const Lazy = lazyPage(load, 'Page');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
