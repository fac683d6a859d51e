import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { INITIALS_COLORS } from './conversation-avatar.tsx';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('conversation avatar colours', () => {
  it.each(INITIALS_COLORS)('white initials on %s reach WCAG AA (4.5:1)', (color) => {
    const [name, shade] = color.split('.') as [keyof typeof DEFAULT_THEME.colors, string];
    const background = DEFAULT_THEME.colors[name]?.[Number(shade)];
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    expect((1 + 0.05) / (luminance(background!) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
