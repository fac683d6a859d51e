import { Drawer, Loader, Modal, type MantineColorsTuple } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../test/render.tsx';
import { theme } from './theme.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  it('gives a named loader the status role, so its name is allowed and announced', () => {
    renderWithProviders(<Loader aria-label="Загрузка актов" />);
    expect(screen.getByRole('status', { name: 'Загрузка актов' })).toBeInTheDocument();
  });

  it.each([
    ['dialog', Modal],
    ['drawer', Drawer],
  ] as const)('keeps a %s title bar from being a second page banner', (_kind, Dialog) => {
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="Заказ">
        Текст
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Заказ' });
    expect(dialog.querySelector('header')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each(['light', 'dark'] as const)(
    'gives filled red buttons white text at 4.5:1 or more in the %s scheme (hover too)',
    (scheme) => {
      const shades = theme.primaryShade as { light: number; dark: number };
      const red = theme.colors?.red as MantineColorsTuple;
      const shade = shades[scheme];
      expect(contrast(red[shade] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(red[Math.min(shade + 1, 9)] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('makes filled red the readable shade: --mantine-color-red-filled is red-7 = #c92a2a', () => {
    renderWithProviders(<span />);
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--mantine-color-red-filled').trim()).toBe(
      'var(--mantine-color-red-7)',
    );
    expect(root.getPropertyValue('--mantine-color-red-7').trim()).toBe('#c92a2a');
  });
});
