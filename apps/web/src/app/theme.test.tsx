import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../test/render.tsx';

describe('theme', () => {
  it('gives a named loader the status role, so its name is allowed and announced', () => {
    renderWithProviders(<Loader aria-label="Загрузка актов" />);
    expect(screen.getByRole('status', { name: 'Загрузка актов' })).toBeInTheDocument();
  });
});
