import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useOpenedOnce } from './use-opened-once.ts';

describe('useOpenedOnce', () => {
  it('stays false until the first opening, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a page opened with the drawer in its address', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
