import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAfterFirstPaint, whenIdle } from './use-after-first-paint.ts';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false on the first render and true once the browser has been idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(result.current).toBe(false);
    idle[0]!();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('falls back to a timer where the browser has no idle callbacks (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    expect(ran).not.toHaveBeenCalled();
    await waitFor(() => expect(ran).toHaveBeenCalledOnce());
  });

  it('does not run a cancelled callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran)();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ran).not.toHaveBeenCalled();
  });
});
