import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useToastStore } from '../toast/toast-store.ts';
import { FORM_LOAD_FAILED, useLazySubmit } from './use-lazy-submit.ts';

afterEach(() => useToastStore.setState({ toasts: [] }));

const toasts = () =>
  useToastStore.getState().toasts.map(({ type, message }) => ({ type, message }));

/** A promise with its resolve and reject in hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const SCHEMA = { name: 'схема приглашения' };

describe('useLazySubmit', () => {
  it('sends once when Enter is pressed twice while the schema is still loading', async () => {
    const loading = deferred<typeof SCHEMA>();
    const run = vi.fn();
    const { result } = renderHook(() => useLazySubmit(() => loading.promise, run));
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    loading.resolve(SCHEMA);
    await act(() => Promise.all([first, second]));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(SCHEMA);
  });

  it('ignores submits while the request is out, and takes the next one once it is answered', async () => {
    const request = deferred<void>();
    const run = vi.fn(() => request.promise);
    const { result } = renderHook(() => useLazySubmit(() => Promise.resolve(SCHEMA), run));
    let pending: Promise<void> = Promise.resolve();
    await act(async () => {
      pending = result.current.submit();
      await Promise.resolve();
      await result.current.submit();
    });
    expect(run).toHaveBeenCalledTimes(1);
    request.resolve();
    await act(() => pending);
    await act(() => result.current.submit());
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('says in Russian that the form did not load, sends nothing, and tries the load again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof SCHEMA>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(SCHEMA);
    const run = vi.fn();
    const { result } = renderHook(() => useLazySubmit(load, run));
    await act(() => result.current.submit());
    expect(run).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ type: 'negative', message: FORM_LOAD_FAILED }]);

    await act(() => result.current.submit());
    expect(load).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith(SCHEMA);
  });

  it('lets the early load fail quietly: the submit reports it', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    const { result } = renderHook(() => useLazySubmit(load, vi.fn()));
    act(() => result.current.prepare());
    await act(() => Promise.resolve());
    expect(toasts()).toEqual([]);
    await act(() => result.current.submit());
    expect(toasts()).toEqual([{ type: 'negative', message: FORM_LOAD_FAILED }]);
  });
});
