import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PhoneInput, toMaskedPhone } from './phone-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <PhoneInput label="Телефон" value={value} onChange={setValue} />
    </MantineProvider>
  );
}

describe('phone input', () => {
  it('shows typed digits behind a fixed +7 mask', async () => {
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Телефон'), '9001234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (900) 123 - 4567');
  });

  it('drops the trunk 8 of a pasted number (SPEC §5: 8 → 7)', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.setup().click(input);
    await userEvent.setup().paste('8 (900) 123-45-67');
    expect(input).toHaveValue('+7 (900) 123 - 4567');
  });

  it('formats a stored number for the mask', () => {
    expect(toMaskedPhone('79001234567')).toBe('+7 (900) 123 - 4567');
    expect(toMaskedPhone('')).toBe('');
  });
});
