import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PhoneInput, toMaskedPhone } from './phone-input.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <PhoneInput label="Телефон" value={value} onChange={setValue} />
    </MantineProvider>
  );
}

describe('phone input', () => {
  it('shows typed digits behind a fixed +7 mask in the spec grouping (###) ### - ####', async () => {
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Телефон'), '9001234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (900) 123 - 4567');
  });

  it('turns a typed leading 8 into the +7 (SPEC §5: 8 → 7)', async () => {
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Телефон'), '89161234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123 - 4567');
  });

  it('does not double a typed +7', async () => {
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Телефон'), '+79161234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123 - 4567');
  });

  it('keeps an 8 typed inside the number', async () => {
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Телефон'), '9881234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (988) 123 - 4567');
  });

  it('drops the trunk 8 of a pasted number (SPEC §5: 8 → 7)', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.setup().click(input);
    await userEvent.setup().paste('8 (900) 123-45-67');
    expect(input).toHaveValue('+7 (900) 123 - 4567');
  });

  it('shows a stored number in the same grouping', () => {
    render(<Harness initial={toMaskedPhone('79001234567')} />);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (900) 123 - 4567');
    expect(toMaskedPhone('')).toBe('');
  });
});
