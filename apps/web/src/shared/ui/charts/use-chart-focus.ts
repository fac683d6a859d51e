import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Which point of a chart is active — under the mouse, or chosen from the keyboard: the chart is
 * one tab stop; focusing it shows the first point, ←/→ (↑/↓) move, Home/End jump, Esc hides.
 */
export function useChartFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (index: number) => Math.min(Math.max(index, 0), count - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (active ?? -1) + 1,
      ArrowDown: (active ?? -1) + 1,
      ArrowLeft: (active ?? 1) - 1,
      ArrowUp: (active ?? 1) - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Escape') return setActive(null);
    const next = moves[event.key];
    if (next === undefined || count === 0) return;
    event.preventDefault();
    setActive(clamp(next));
  };

  return {
    active,
    setActive,
    containerProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus: () => setActive((current) => current ?? (count > 0 ? 0 : null)),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
      },
      onMouseLeave: () => setActive(null),
    },
  };
}
