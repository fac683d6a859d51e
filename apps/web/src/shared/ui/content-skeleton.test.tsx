import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { ContentSkeleton } from './content-skeleton.tsx';

describe('ContentSkeleton (issue 17)', () => {
  it.each(['table', 'cards', 'list', 'detail'] as const)(
    'is a named, busy status whose %s blocks screen readers skip',
    (shape) => {
      renderWithProviders(<ContentSkeleton shape={shape} label="Загрузка отчётов" />);
      const status = screen.getByRole('status', { name: 'Загрузка отчётов' });
      expect(status).toHaveAttribute('aria-busy', 'true');
      expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      expect(status.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(1);
    },
  );
});
