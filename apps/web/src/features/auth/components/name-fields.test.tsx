import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NameFields } from './name-fields.tsx';

function Harness() {
  const form = useForm({ initialValues: { name: '', last_name: '', patronymic: '' } });
  return (
    <MantineProvider>
      <NameFields form={form} />
    </MantineProvider>
  );
}

describe('NameFields', () => {
  it('puts «Фамилия» and «Отчество» in a grid of one column on phones', () => {
    render(<Harness />);
    const lastName = screen.getByRole('textbox', { name: 'Фамилия' });
    const grid = lastName.closest('.mantine-SimpleGrid-root');
    expect(grid).not.toBeNull();
    expect(grid).toContainElement(screen.getByRole('textbox', { name: 'Отчество' }));
  });
});
