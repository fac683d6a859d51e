import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CodeInput } from './code-input.tsx';

describe('code input', () => {
  it('asks for the code from the message, offered to autofill, as long as the codes', () => {
    render(
      <MantineProvider>
        <CodeInput placeholder="6 цифр" />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Код из сообщения');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('placeholder', '6 цифр');
    expect(input).toHaveFocus();
  });
});
