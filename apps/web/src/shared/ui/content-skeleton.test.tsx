import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { ContentSkeleton } from './content-skeleton.tsx';

describe('ContentSkeleton', () => {
  it.each(['table', 'cards', 'list', 'detail'] as const)(
    'is a named status that says its label aloud, whose %s blocks screen readers skip',
    (shape) => {
      renderWithProviders(<ContentSkeleton shape={shape} label="Загрузка отчётов" />);
      const status = screen.getByRole('status', { name: 'Загрузка отчётов' });
      // A live region is read by its text (aria-busy would silence it until the content came).
      expect(status).not.toHaveAttribute('aria-busy');
      expect(status).toHaveTextContent('Загрузка отчётов');
      expect(status.lastElementChild).toHaveAttribute('aria-hidden', 'true');
      expect(status.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(1);
    },
  );
});
