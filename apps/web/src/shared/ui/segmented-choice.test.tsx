import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { SegmentedChoice } from './segmented-choice.tsx';

const FORMS = [
  { value: 'IP', label: 'ИП' },
  { value: 'OOO', label: 'ООО' },
  { value: 'AO', label: 'АО' },
];

function LegalForm() {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="form-label">Организационно-правовая форма</p>
      <SegmentedChoice data={FORMS} value={value} onChange={setValue} labelledBy="form-label" />
      <output>{value || 'не выбрано'}</output>
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is a named group of radios: a click on a label chooses it, arrows move the choice', async () => {
    const user = userEvent.setup();
    render(<LegalForm />);
    const group = screen.getByRole('radiogroup', { name: 'Организационно-правовая форма' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('не выбрано')).toBeInTheDocument();

    await user.click(screen.getByText('ООО'));
    expect(screen.getByRole('radio', { name: 'ООО' })).toBeChecked();
    expect(screen.getByText('OOO')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'АО' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ООО' })).not.toBeChecked();
    expect(group).toBeInTheDocument();
  });
});
